import { revalidatePath } from 'next/cache';
import type { ActionResult } from './result';

/**
 * A write's result, passed on unchanged; when it succeeded, the tournament's pages (or only `under`, a path below
 * the tournament's own) are marked changed, so that the next render of each reads them anew.
 */
export function changed<R extends ActionResult<unknown, unknown>>(result: R, slug: string, under = ''): R {
  if (!result.ok) return result;
  if (under) revalidatePath(`/t/${slug}${under}`);
  else revalidatePath(`/t/${slug}`, 'layout');
  return result;
}
