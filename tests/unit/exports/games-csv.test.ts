import { describe, expect, test } from 'vitest';
import {
  gameSeatRows,
  gamesCsv,
  lineItemsText,
  type ExportGame,
  type ExportRound,
  type ExportScore,
} from '@/lib/exports/games-csv';
import { DEFAULT_RULESET, gameRecordSchema, scoreGame, type GameRecordInput, type Seat } from '@/lib/rules';

const PLAYERS: Record<Seat, { number: number; name: string }> = {
  A: { number: 12, name: 'Ann Lee' },
  B: { number: 7, name: 'Bo Chan' },
  C: { number: 31, name: 'Cy, the "Ace"' },
  D: { number: 4, name: '=Dee' },
};

/** A game scored by the rules core under the default ruleset, with `overrides` ruled by the Director. */
function game(number: number, input: GameRecordInput, overrides: Partial<Record<Seat, [number, string]>> = {}) {
  const record = gameRecordSchema.parse(input);
  const { scores, lines } = scoreGame(record, DEFAULT_RULESET);
  const seatScores: ExportScore[] = record.seats.map((letter) => {
    const computed = scores[letter] ?? 0;
    const ruled = overrides[letter];
    return {
      letter,
      computedPoints: computed,
      points: ruled ? ruled[0] : computed,
      overrideReason: ruled ? ruled[1] : null,
      player: PLAYERS[letter],
    };
  });
  return { number, record, lines, scores: seatScores.reverse() } satisfies ExportGame;
}

const FOUR: Seat[] = ['A', 'B', 'C', 'D'];
const THREE: Seat[] = ['A', 'B', 'C'];

const ROUND_2: ExportRound = {
  number: 2,
  tables: [
    {
      table: 3,
      status: 'OPEN',
      games: [game(1, { seats: THREE, east: 'A', outcome: 'wall', dead: ['C'] })],
    },
    {
      table: 1,
      status: 'ACCEPTED',
      games: [
        game(2, { seats: FOUR, east: 'B', outcome: 'wall' }, { D: [0, 'Left the table before the wall ran out'] }),
        game(1, {
          seats: FOUR,
          east: 'A',
          outcome: 'mahjong',
          winner: 'B',
          handValue: 25,
          discarder: 'C',
          winnerExposures: 2,
          jokerless: true,
        }),
      ],
    },
  ],
};
const ROUND_1: ExportRound = { number: 1, tables: [{ table: 1, status: 'SUBMITTED', games: [] }] };

const HEADER =
  '\uFEFFround,table,game,sheet,seat,player number,player name,points,computed points,override reason,outcome,' +
  'winner,winner player,hand value,discarder,discarder player,line items';

describe('gameSeatRows', () => {
  const rows = gameSeatRows(ROUND_2);

  test('one row per seat per game, by table, game and seat', () => {
    expect(rows.map((r) => `${r.table}.${r.game.number}${r.score.letter}`)).toEqual([
      ...['1.1A', '1.1B', '1.1C', '1.1D'],
      ...['1.2A', '1.2B', '1.2C', '1.2D'],
      ...['3.1A', '3.1B', '3.1C'],
    ]);
  });

  test("each row carries only its own seat's line items, which add up to its computed points", () => {
    for (const row of rows) {
      expect(row.lines.every((line) => line.seat === row.score.letter)).toBe(true);
      expect(row.lines.reduce((sum, line) => sum + line.points, 0)).toBe(row.score.computedPoints);
    }
  });
});

describe('gamesCsv', () => {
  const lines = gamesCsv([ROUND_2, ROUND_1]).split('\r\n');

  test('the header, then the rows in round order; a round without games adds nothing', () => {
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(1 + 11 + 1);
    expect(lines.at(-1)).toBe('');
  });

  test.each([
    [1, '2,1,1,accepted,A,12,Ann Lee,0,0,,Mah jongg,B,#7 Bo Chan,25,C,"#31 Cy, the ""Ace""",'],
    [
      2,
      '2,1,1,accepted,B,7,Bo Chan,45,45,,Mah jongg,B,#7 Bo Chan,25,C,"#31 Cy, the ""Ace""",' +
        'Hand value +25 (T13); No jokers +20 (T13.2)',
    ],
    [
      3,
      '2,1,1,accepted,C,31,"Cy, the ""Ace""",-20,-20,,Mah jongg,B,#7 Bo Chan,25,C,"#31 Cy, the ""Ace""",' +
        'Threw the winning tile -20 (T13.6)',
    ],
    [4, '2,1,1,accepted,D,4,\'=Dee,0,0,,Mah jongg,B,#7 Bo Chan,25,C,"#31 Cy, the ""Ace""",'],
    [8, "2,1,2,accepted,D,4,'=Dee,0,10,Left the table before the wall ran out,Wall game,,,,,,Wall game +10 (T13.3)"],
    [11, '2,3,1,open,C,31,"Cy, the ""Ace""",-10,-10,,Wall game,,,,,,"Dead hand -10 (T14, T13.9)"'],
  ])('line %i: %s', (index, line) => {
    expect(lines[index]).toBe(line);
  });

  test('the file starts with the UTF-8 byte-order mark, so that spreadsheets read accents', () => {
    expect(gamesCsv([]).codePointAt(0)).toBe(0xfeff);
  });

  test('no round: the header alone', () => {
    expect(gamesCsv([])).toBe(`${HEADER}\r\n`);
  });
});

describe('lineItemsText', () => {
  test('no lines: empty', () => {
    expect(lineItemsText([])).toBe('');
  });
});
