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
export const SHOW_ROW_KEYS: readonly (keyof ShowRow)[] = [
  'rank',
  'name',
  'number',
  'mahjongs',
  'total',
  'disqualified',
];
