import type { StandingsRow } from '@/lib/rules';
import { csvTable, type CsvColumn } from '@/lib/util/csv';

type Details = { club: string | null; city: string | null; region: string | null };

/** One player's line of the results for a ranking body. */
export type ResultLine = {
  /** The standings' rank: tied players share it, written the same for each; null for a disqualified player. */
  placement: number | null;
  tied: boolean;
  name: string;
  city: string | null;
  state: string | null;
  club: string | null;
  total: number;
  gamesPlayed: number;
  mahjongs: number;
  bestGame: number | null;
  status: string;
};

/** The results in standings order, placements as the standings ranked them (never re-ranked here). */
export function resultLines(rows: readonly StandingsRow[], details: ReadonlyMap<string, Details>): ResultLine[] {
  const sharing = new Map<number, number>();
  for (const row of rows) if (row.rank !== null) sharing.set(row.rank, (sharing.get(row.rank) ?? 0) + 1);
  return rows.map((row) => {
    const of = details.get(row.player.id);
    return {
      placement: row.rank,
      tied: row.rank !== null && (sharing.get(row.rank) ?? 0) > 1,
      name: row.player.name,
      city: of?.city ?? null,
      state: of?.region ?? null,
      club: of?.club ?? null,
      total: row.total,
      gamesPlayed: row.games,
      mahjongs: row.mahjongs,
      bestGame: row.bestGame,
      status: row.status.toLowerCase(),
    };
  });
}

const COLUMNS: readonly CsvColumn<ResultLine>[] = [
  ['placement', (r) => r.placement],
  ['tied', (r) => (r.tied ? 'yes' : 'no')],
  ['name', (r) => r.name],
  ['city', (r) => r.city],
  ['state', (r) => r.state],
  ['club', (r) => r.club],
  ['total', (r) => r.total],
  ['games played', (r) => r.gamesPlayed],
  ['mah jonggs', (r) => r.mahjongs],
  ['best game', (r) => r.bestGame],
  ['status', (r) => r.status],
];

/** The results as one CSV (RFC 4180) for a ranking body such as Mah Jongg Master Points. */
export const resultsCsv = (lines: readonly ResultLine[]) => csvTable(COLUMNS, lines);
