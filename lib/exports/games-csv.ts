import { ITEM_INFO, OUTCOME_INFO, type GameRecord, type Line, type Seat } from '@/lib/rules';
import { csvHeader, csvRows, type CsvColumn } from '@/lib/util/csv';

/** A seat's score in a game, with the player who sat there. */
export type ExportScore = {
  letter: Seat;
  points: number;
  computedPoints: number;
  overrideReason: string | null;
  player: { number: number; name: string };
};

export type ExportGame = { number: number; record: GameRecord; lines: readonly Line[]; scores: readonly ExportScore[] };

export type ExportTable = { table: number; status: 'OPEN' | 'SUBMITTED' | 'ACCEPTED'; games: readonly ExportGame[] };

/** One round's tables and their games, as the games export reads them. */
export type ExportRound = { number: number; tables: readonly ExportTable[] };

/** One seat of one game: a row of the games CSV. */
export type GameSeatRow = {
  round: number;
  table: number;
  sheet: ExportTable['status'];
  game: ExportGame;
  score: ExportScore;
  lines: readonly Line[];
};

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A seat's line items as the table page shows them: "Wall game +10 (T13.3); Dead hand -10 (T14, T13.9)". */
export const lineItemsText = (lines: readonly Line[]) =>
  lines.map((line) => `${ITEM_INFO[line.item].label} ${signed(line.points)} (${line.rule})`).join('; ');

/** The player in seat `seat` of the row's game, "#12 José Nuñez"; null when the seat is not named. */
function seatPlayer(row: GameSeatRow, seat: Seat | undefined): string | null {
  const player = seat && row.game.scores.find((s) => s.letter === seat)?.player;
  return player ? `#${player.number} ${player.name}` : null;
}

const COLUMNS: readonly CsvColumn<GameSeatRow>[] = [
  ['round', (r) => r.round],
  ['table', (r) => r.table],
  ['game', (r) => r.game.number],
  ['sheet', (r) => r.sheet.toLowerCase()],
  ['seat', (r) => r.score.letter],
  ['player number', (r) => r.score.player.number],
  ['player name', (r) => r.score.player.name],
  ['points', (r) => r.score.points],
  ['computed points', (r) => r.score.computedPoints],
  ['override reason', (r) => r.score.overrideReason],
  ['outcome', (r) => OUTCOME_INFO[r.game.record.outcome].label],
  ['winner', (r) => r.game.record.winner ?? null],
  ['winner player', (r) => seatPlayer(r, r.game.record.winner)],
  ['hand value', (r) => r.game.record.handValue ?? null],
  ['discarder', (r) => r.game.record.discarder ?? null],
  ['discarder player', (r) => seatPlayer(r, r.game.record.discarder)],
  ['line items', (r) => lineItemsText(r.lines)],
];

/** A round's rows: by table, game and seat (A–D), one per seat that scored in the game. */
export function gameSeatRows(round: ExportRound): GameSeatRow[] {
  const rows: GameSeatRow[] = [];
  for (const table of [...round.tables].sort((a, b) => a.table - b.table)) {
    for (const game of [...table.games].sort((a, b) => a.number - b.number)) {
      for (const score of [...game.scores].sort((a, b) => a.letter.localeCompare(b.letter))) {
        const lines = game.lines.filter((line) => line.seat === score.letter);
        rows.push({ round: round.number, table: table.table, sheet: table.status, game, score, lines });
      }
    }
  }
  return rows;
}

/** The header of the games CSV. */
export const gamesCsvHeader = () => csvHeader(COLUMNS);

/** One round's part of the games CSV, without the header. */
export const roundGamesCsv = (round: ExportRound) => csvRows(COLUMNS, gameSeatRows(round));

/**
 * Every game of these rounds as CSV (RFC 4180): a header, then one row per seat per game, in round, table, game and
 * seat order. Points are those that count; a Director's override shows the computed points and the reason beside them.
 */
export const gamesCsv = (rounds: readonly ExportRound[]) =>
  gamesCsvHeader() +
  [...rounds]
    .sort((a, b) => a.number - b.number)
    .map(roundGamesCsv)
    .join('');
