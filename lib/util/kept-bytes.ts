import { gzipSync } from 'node:zlib';

/** A large answer's bytes, and the same zipped (made when first asked, then kept with them). */
export type KeptBytes = { plain: Uint8Array<ArrayBuffer>; zipped: () => Uint8Array<ArrayBuffer> };

/** `text` as bytes to keep. */
export function bytesOf(text: string): KeptBytes {
  const plain = Buffer.from(text) as Uint8Array<ArrayBuffer>;
  let zipped: Uint8Array<ArrayBuffer> | undefined;
  return { plain, zipped: () => (zipped ??= gzipSync(plain) as Uint8Array<ArrayBuffer>) };
}

const kept = new WeakMap<object, Map<string, unknown>>();

/**
 * A value made from a large value kept in this process (the standings as last computed, a round's seats), kept for as
 * long as that value is: made once per computation or reading of it, not at every request. `owner` is the value it is
 * made from; `key` tells apart the values made from it (and must say what kind of value it is).
 */
export function keptFrom<T>(owner: object, key: string, make: () => T): T {
  let made = kept.get(owner);
  if (!made) kept.set(owner, (made = new Map()));
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}

/**
 * Text made from a large value kept in this process, kept as bytes for as long as that value is: the standings of
 * 2,000 players as JSON or CSV are made and zipped once per computation of the standings, not at every request (each
 * request made, encoded, copied and zipped 344 KB of JSON: about 10 ms of CPU between the app and the front).
 */
export const keptBytes = (owner: object, key: string, make: () => string): KeptBytes =>
  keptFrom(owner, `bytes ${key}`, () => bytesOf(make()));
