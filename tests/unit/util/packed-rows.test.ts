import { describe, expect, test } from 'vitest';
import { packRows, unpacker, unpackRows } from '@/lib/util/packed-rows';

type Row = { rank: number | null; name: string; disqualified: boolean };
const KEYS: readonly (keyof Row)[] = ['rank', 'name', 'disqualified'];

describe('a big screen’s rows packed for its page', () => {
  test('come back as they were: no rank, quotes, markup and accents kept', () => {
    const rows: Row[] = [
      { rank: 1, name: 'Harriet O’Brien "Hattie"', disqualified: false },
      { rank: null, name: '<b>Zoë</b>\tTab', disqualified: true },
    ];
    const packed = packRows(rows, KEYS);
    expect(unpackRows<Row>(packed, KEYS)).toEqual(rows);
  });

  test('each row is its values in the order named, without the keys', () => {
    expect(packRows([{ rank: 2, name: 'Ann', disqualified: false }], KEYS)).toBe('[[2,"Ann",false]]');
  });

  test('unpacked once for the same text, again for another', () => {
    let unpacked = 0;
    const unpack = unpacker((text: string) => (unpacked++, unpackRows<Row>(text, KEYS)));
    const text = packRows([{ rank: 1, name: 'Ann', disqualified: false }], KEYS);
    const first = unpack(text);
    expect(unpack(`${text}`)).toBe(first);
    expect(unpacked).toBe(1);
    const other = unpack(packRows([{ rank: 2, name: 'Bea', disqualified: false }], KEYS));
    expect(other).not.toBe(first);
    expect(other[0]!.name).toBe('Bea');
    expect(unpacked).toBe(2);
  });
});
