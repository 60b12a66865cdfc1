import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { keptBytes, keptFrom } from '@/lib/util/kept-bytes';
import { keptAnswer } from '@/server/http/kept-answer';
import { ZIPPED_HEADER } from '@/server/http/zip-answer';

const LONG = `${'José Nuñez,'.repeat(200)}\r\n`;

describe('keptBytes', () => {
  test('made once for a value and key, again for another key or another value', () => {
    let made = 0;
    const make = () => `${++made} ${LONG}`;
    const standings = {};
    const first = keptBytes(standings, 'csv', make);
    expect(keptBytes(standings, 'csv', make)).toBe(first);
    expect(made).toBe(1);
    expect(keptBytes(standings, 'json', make)).not.toBe(first);
    expect(keptBytes({}, 'csv', make)).not.toBe(first);
    expect(made).toBe(3);
    expect(Buffer.from(first.plain).toString('utf8')).toBe(`1 ${LONG}`);
    expect(first.zipped()).toBe(first.zipped());
    expect(gunzipSync(first.zipped()).toString('utf8')).toBe(`1 ${LONG}`);
  });
});

describe('keptFrom', () => {
  test('a value made once per owner and key, whatever it is; bytes kept apart from text of the same key', () => {
    let made = 0;
    const seats = [{ table: 1 }];
    const packed = keptFrom(seats, 'packed', () => `${++made}`);
    expect(keptFrom(seats, 'packed', () => `${++made}`)).toBe(packed);
    expect(made).toBe(1);
    expect(keptFrom([{ table: 1 }], 'packed', () => `${++made}`)).toBe('2');
    expect(keptBytes(seats, 'packed', () => LONG).plain).toBeInstanceOf(Uint8Array);
    expect(keptFrom(seats, 'packed', () => 'again')).toBe('1');
  });
});

describe('keptAnswer', () => {
  const ask = (encoding?: string) =>
    new Request('http://localhost/x', { headers: encoding ? { 'accept-encoding': encoding } : {} });
  const headers = { 'content-type': 'text/csv; charset=utf-8' };

  test('zipped and marked for the front when the client takes gzip', async () => {
    const answer = keptAnswer(
      ask('gzip, deflate, br'),
      keptBytes({}, 'csv', () => LONG),
      headers,
    );
    expect(answer.headers.get(ZIPPED_HEADER)).toBe('gzip');
    expect(answer.headers.get('content-type')).toBe(headers['content-type']);
    expect(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString('utf8')).toBe(LONG);
  });

  test('plain for a client that does not take gzip, and for a short answer', async () => {
    for (const [request, text] of [
      [ask(), LONG],
      [ask('identity'), LONG],
      [ask('gzip'), 'rank,number\r\n'],
    ] as const) {
      const answer = keptAnswer(
        request,
        keptBytes({}, 'csv', () => text),
        headers,
      );
      expect(answer.headers.get(ZIPPED_HEADER)).toBeNull();
      expect(await answer.text()).toBe(text);
    }
  });
});
