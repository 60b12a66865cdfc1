export type LimitedBody = { ok: true; text: string } | { ok: false; tooLarge: true };

/**
 * A request body as UTF-8 text, read chunk by chunk and given up on as soon as it passes `maxBytes` (the stream is
 * cancelled, nothing more is read): a huge body costs at most `maxBytes` of memory.
 */
export async function readTextWithin(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<LimitedBody> {
  if (!body) return { ok: true, text: '' };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { ok: false, tooLarge: true };
    }
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}

/** A declared Content-Length over `maxBytes`: refused before a byte is read. */
export function declaredTooLarge(headers: Headers, maxBytes: number): boolean {
  const declared = Number(headers.get('content-length') ?? NaN);
  return Number.isFinite(declared) && declared > maxBytes;
}
