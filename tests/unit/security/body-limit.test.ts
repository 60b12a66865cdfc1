import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { declaredTooLarge, readTextWithin } from '@/server/http/read-limited';

type Config = { default: { experimental?: { serverActions?: { bodySizeLimit?: unknown } } } };
const load = async () =>
  (await import(/* @vite-ignore */ pathToFileURL(path.resolve('next.config.js')).href)) as Config;

/** A body of `chunks` chunks of `size` bytes that counts how many were pulled. */
function counted(chunks: number, size: number) {
  const pulled = { count: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.count === chunks) return controller.close();
      pulled.count++;
      controller.enqueue(new Uint8Array(size).fill(120));
    },
  });
  return { stream, pulled };
}

describe('request bodies', () => {
  test('server actions keep Next.js’s default body limit (1 MB): no larger limit is configured', async () => {
    expect((await load()).default.experimental?.serverActions?.bodySizeLimit).toBeUndefined();
  });

  test('a body over the limit is given up on at the first chunk past it', async () => {
    const { stream, pulled } = counted(1_000, 1024);
    expect(await readTextWithin(stream, 10 * 1024)).toEqual({ ok: false, tooLarge: true });
    expect(pulled.count).toBeLessThanOrEqual(12);
  });

  test('a body within the limit is read whole, as UTF-8', async () => {
    const body = new Response('{"name":"Mah Jongg ✓"}').body;
    expect(await readTextWithin(body, 100)).toEqual({ ok: true, text: '{"name":"Mah Jongg ✓"}' });
  });

  test('a declared length over the limit is refused before reading', () => {
    expect(declaredTooLarge(new Headers({ 'content-length': '2001' }), 2000)).toBe(true);
    expect(declaredTooLarge(new Headers({ 'content-length': '2000' }), 2000)).toBe(false);
    expect(declaredTooLarge(new Headers(), 2000)).toBe(false);
  });
});
