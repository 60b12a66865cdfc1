import { revalidatePath } from 'next/cache';
import { failure, type ActionResult } from '@/lib/actions/result';
import { actorOf } from '@/lib/actions/action';
import { currentStaff } from '@/lib/auth/session';
import { importBackupUpload, MAX_BACKUP_BYTES } from '@/lib/backup/upload';
import { db } from '@/lib/db/client';
import { apiRoute } from '@/server/http/api-route';
import { declaredTooLarge, readTextWithin } from '@/server/http/read-limited';

export const dynamic = 'force-dynamic';

const STATUS: Record<string, number> = { INVALID_INPUT: 400, SIGNED_OUT: 401, FORBIDDEN: 403, CONFLICT: 409 };
const answer = (result: ActionResult<unknown>, status = result.ok ? 200 : (STATUS[result.reason] ?? 400)) =>
  Response.json(result, { status, headers: { 'Cache-Control': 'no-store' } });
const TOO_LARGE = 'The file is larger than 200 MB: this is not a backup this installation made';

/**
 * POST the backup file's bytes (`?slug=` for a new address): the administrator is checked before a byte of the body
 * is read, and the body is read with its own limit. Server actions keep Next.js's default 1 MB.
 */
async function post(request: Request) {
  const staff = await currentStaff();
  if (!staff) return answer(failure('SIGNED_OUT', 'Your session has ended: sign in again.'));
  if (!staff.isAdmin) return answer(failure('FORBIDDEN', 'Only an administrator may do this.'));
  const tooLarge = () => answer(failure('INVALID_INPUT', `${TOO_LARGE}.`, { file: [TOO_LARGE] }), 413);
  if (declaredTooLarge(request.headers, MAX_BACKUP_BYTES)) return tooLarge();
  const body = await readTextWithin(request.body, MAX_BACKUP_BYTES);
  if (!body.ok) return tooLarge();
  const slug = new URL(request.url).searchParams.get('slug');
  const result = await importBackupUpload(db(), actorOf(staff), body.text, slug);
  if (result.ok) revalidatePath('/staff');
  return answer(result);
}

export const POST = apiRoute(post);
