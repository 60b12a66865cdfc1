import { packRows, unpacker, unpackRows } from '@/lib/util/packed-rows';

/** What the big screen shows of a player's standing: the page sends these only, not each round's points. */
export type ShowRow = {
  rank: number | null;
  name: string;
  number: number;
  mahjongs: number;
  total: number;
  disqualified: boolean;
};

/** The order of a row's values in the page's data (lib/util/packed-rows.ts). */
const SHOW_ROW_KEYS: readonly (keyof ShowRow)[] = ['rank', 'name', 'number', 'mahjongs', 'total', 'disqualified'];

/** The rows as the page's data carries them. */
export const packShowRows = (rows: readonly ShowRow[]): string => packRows(rows, SHOW_ROW_KEYS);

/** The rows `packShowRows` packed. */
export const unpackShowRows = unpacker((packed): readonly ShowRow[] => unpackRows<ShowRow>(packed, SHOW_ROW_KEYS));
