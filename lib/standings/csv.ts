import type { StandingsRow } from '@/lib/rules';
import { csvTable, type CsvColumn } from '@/lib/util/csv';

/** The standings as a spreadsheet: a column per round, as on the page. */
export function standingsCsv(rounds: readonly number[], rows: readonly StandingsRow[]): string {
  const columns: CsvColumn<StandingsRow>[] = [
    ['rank', (row) => row.rank],
    ['number', (row) => row.player.number],
    ['name', (row) => row.player.name],
    ['status', (row) => row.status.toLowerCase()],
    ...rounds.map((round, i): CsvColumn<StandingsRow> => [`round ${round}`, (row) => row.rounds[i] ?? null]),
    ['games', (row) => row.games],
    ['mah jonggs', (row) => row.mahjongs],
    ['best game', (row) => row.bestGame],
    ['total', (row) => row.total],
  ];
  return csvTable(columns, rows);
}
