import { csvTable, type CsvColumn } from '@/lib/util/csv';
import { PLAYER_CSV_COLUMNS } from './csv';

/** A player as the roster export writes them. */
export type ExportedPlayer = {
  number: number;
  name: string;
  club: string | null;
  email: string | null;
  city: string | null;
  region: string | null;
};

const CELLS: Record<(typeof PLAYER_CSV_COLUMNS)[number], (p: ExportedPlayer) => string | number | null> = {
  number: (p) => p.number,
  name: (p) => p.name,
  club: (p) => p.club,
  email: (p) => p.email,
  city: (p) => p.city,
  state: (p) => p.region,
};

/** The roster as CSV in the columns the import reads, so that it can be imported into another tournament. */
export function playersCsv(players: readonly ExportedPlayer[]): string {
  const columns = PLAYER_CSV_COLUMNS.map((header): CsvColumn<ExportedPlayer> => [header, CELLS[header]]);
  return csvTable(columns, players);
}
