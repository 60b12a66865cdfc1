import type { KeptBytes } from '@/lib/util/kept-bytes';
import { takesGzip, ZIP_FROM, ZIPPED_HEADER } from './zip-answer';

/**
 * An answer whose bytes are kept (lib/util/kept-bytes.ts): for a client that takes gzip, zipped here once and marked
 * so for the front, which sends it as it is (server/http/zip-answer.ts); plain otherwise.
 */
export function keptAnswer(request: Request, bytes: KeptBytes, headers: Record<string, string>): Response {
  const zip = bytes.plain.byteLength >= ZIP_FROM && takesGzip(request.headers.get('accept-encoding') ?? undefined);
  return new Response(zip ? bytes.zipped() : bytes.plain, {
    headers: zip ? { ...headers, [ZIPPED_HEADER]: 'gzip' } : headers,
  });
}
