import { gzipSync } from 'node:zlib';

/** A large answer's bytes, and the same zipped (made when first asked, then kept with them). */
export type KeptBytes = { plain: Uint8Array<ArrayBuffer>; zipped: () => Uint8Array<ArrayBuffer> };

/** `text` as bytes to keep. */
export function bytesOf(text: string): KeptBytes {
  const plain = Buffer.from(text) as Uint8Array<ArrayBuffer>;
  let zipped: Uint8Array<ArrayBuffer> | undefined;
  return { plain, zipped: () => (zipped ??= gzipSync(plain) as Uint8Array<ArrayBuffer>) };
}

const kept = new WeakMap<object, Map<string, KeptBytes>>();

/**
 * Text made from a large value kept in this process (the standings as last computed), kept as bytes for as long as
 * that value is: the standings of 2,000 players as JSON or CSV are made and zipped once per computation of the
 * standings, not at every request (each request made, encoded, copied and zipped 344 KB of JSON: about 10 ms of CPU
 * between the app and the front). `owner` is the value the text is made from; `key` tells apart the texts made from it.
 */
export function keptBytes(owner: object, key: string, make: () => string): KeptBytes {
  let texts = kept.get(owner);
  if (!texts) kept.set(owner, (texts = new Map()));
  let bytes = texts.get(key);
  if (!bytes) texts.set(key, (bytes = bytesOf(make())));
  return bytes;
}
