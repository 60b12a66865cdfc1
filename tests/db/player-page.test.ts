import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { playerCard, playerNumberParam } from '@/lib/players/public-queries';
import { playerStamps, stampsOf } from '@/lib/live/stamps';
import { playerGrains, type Grain } from '@/lib/live/grains';
import { tableInPlay } from '@/lib/calls/rules';
import type { Seat } from '@/lib/rules';
import { seatRound } from '../support/fixtures';
import { resetDatabase } from '../support/reset';
import { playTable, roundOneRuled, RULED_REASON, seatsOf, staff } from '../support/sheets';

/**
 * 8 players. Round 1: table 1 accepted, then seat B's points in game 2 ruled 50; table 2 played, still open.
 * Round 2: table 1 played, still open. Round 3: table 1 played, then the round put back to a draft (the app never
 * lets a draft hold games: set directly, to check that drafts never leak). Round 4: a draft, seated only.
 */
async function setUp() {
  const director = await staff('Dana Director');
  const t = await roundOneRuled(director);
  const tableOf = async (roundId: string, table: number) =>
    (await db().roundTable.findFirstOrThrow({ where: { roundId, table } })).id;
  const roundTwo = await seatRound(t.tournamentId, 2, 'second');
  await playTable(director, await tableOf(roundTwo, 1));
  const roundThree = await seatRound(t.tournamentId, 3, 'third');
  await playTable(director, await tableOf(roundThree, 1));
  await db().round.update({ where: { id: roundThree }, data: { status: 'DRAFT' } });
  await seatRound(t.tournamentId, 4, 'fourth', false);
  return { ...t, roundTwo, tableOf };
}

let s: Awaited<ReturnType<typeof setUp>>;

/** A player's points straight from the stored scores, on sheets of published rounds, accepted or not. */
async function storedPoints(playerId: string, accepted: boolean) {
  const scores = await db().gameScore.findMany({
    where: {
      playerId,
      game: {
        roundTable: {
          status: accepted ? 'ACCEPTED' : { not: 'ACCEPTED' },
          round: { tournamentId: s.tournamentId, status: { not: 'DRAFT' } },
        },
      },
    },
  });
  return { points: scores.reduce((n, x) => n + x.points, 0), games: scores.length };
}

/** The player in `seat` of table `table` of round 1. */
async function roundOnePlayer(table: number, seat: Seat) {
  return (await seatsOf(s.tableId(table))).get(seat)!;
}

describe('playerCard', () => {
  beforeEach(async () => {
    await resetDatabase(db());
    s = await setUp();
  });

  test('totals: accepted sheets apart from those still open or handed in, as the stored scores sum', async () => {
    const players = await db().player.findMany({ where: { tournamentId: s.tournamentId } });
    for (const player of players) {
      const card = await playerCard(db(), s.slug, player.number);
      expect(card?.totals?.accepted).toEqual(await storedPoints(player.id, true));
      expect(card?.totals?.notYetAccepted).toEqual(await storedPoints(player.id, false));
    }
    const atAcceptedTable = await playerCard(db(), s.slug, (await roundOnePlayer(1, 'A')).number);
    expect(atAcceptedTable?.totals?.accepted.games).toBe(4);
    const atOpenTable = await playerCard(db(), s.slug, (await roundOnePlayer(2, 'A')).number);
    expect(atOpenTable?.totals?.accepted).toEqual({ points: 0, games: 0 });
    expect(atOpenTable?.totals?.notYetAccepted.games).toBeGreaterThanOrEqual(4);
  });

  test('published rounds only, the latest first; never a draft, even one holding games', async () => {
    const inDraft = await db().seat.findFirstOrThrow({
      where: { table: 1, letter: 'A', round: { tournamentId: s.tournamentId, number: 3 } },
      include: { player: true },
    });
    const draftScores = await db().gameScore.findMany({
      where: { playerId: inDraft.playerId, game: { roundTable: { round: { number: 3 } } } },
    });
    expect(draftScores).toHaveLength(4);
    const card = (await playerCard(db(), s.slug, inDraft.player.number))!;
    expect(card.rounds.map((r) => r.round)).toEqual([2, 1]);
    const counted = card.totals!.accepted.games + card.totals!.notYetAccepted.games;
    expect(counted).toBe(card.rounds.reduce((n, r) => n + r.games.length, 0));
  });

  test("a round's card: seat, table, the other seats as opponents, the sheet's state and the card total", async () => {
    const seated = await seatsOf(s.tableId(1));
    const player = seated.get('C')!;
    const card = await playerCard(db(), s.slug, player.number);
    const round = card!.rounds.find((r) => r.round === 1)!;
    expect(round).toMatchObject({ table: 1, seat: 'C', sheet: 'ACCEPTED' });
    expect(round.opponents).toEqual(
      (['A', 'B', 'D'] as const).map((seat) => ({
        seat,
        player: { id: seated.get(seat)!.id, number: seated.get(seat)!.number, name: seated.get(seat)!.name },
      })),
    );
    expect(round.games.map((g) => g.number)).toEqual([1, 2, 3, 4]);
    expect(round.games.flatMap((g) => g.lines).every((line) => line.seat === 'C')).toBe(true);
    expect(round.card.total).toBe(round.games.reduce((n, g) => n + g.points, 0));
    // Partners verify each other's cards (T4): C's card is A's to check, and every card was verified.
    expect(round.card.verifier).toMatchObject({ seat: 'A', player: { id: seated.get('A')!.id } });
    expect(round.card.verification).toMatchObject({ verifiedByLetter: 'A', verifiedBy: { id: seated.get('A')!.id } });
  });

  test("a Director's ruling: the points that count, the computed value and the reason", async () => {
    const player = await roundOnePlayer(1, 'B');
    const round = (await playerCard(db(), s.slug, player.number))!.rounds.find((r) => r.round === 1)!;
    const ruled = round.games.find((g) => g.number === 2)!;
    const stored = await db().gameScore.findFirstOrThrow({
      where: { letter: 'B', game: { number: 2, roundTableId: s.tableId(1) } },
    });
    expect(ruled).toMatchObject({ points: 50, computed: stored.computedPoints, overrideReason: RULED_REASON });
    expect(round.games.filter((g) => g.overrideReason !== null)).toHaveLength(1);
    // On an accepted sheet the ruling amends it: the ruled points count as accepted.
    expect(round.sheet).toBe('ACCEPTED');
    expect(round.card.total).toBe(round.games.reduce((n, g) => n + g.points, 0));
  });

  test('an open round with no game yet, and the player status', async () => {
    const table2 = await db().seat.findFirstOrThrow({
      where: { roundId: s.roundTwo, table: 2 },
      include: { player: true },
    });
    await db().player.update({ where: { id: table2.playerId }, data: { status: 'DISQUALIFIED' } });
    const card = await playerCard(db(), s.slug, table2.player.number);
    expect(card?.player).toMatchObject({ id: table2.playerId, status: 'DISQUALIFIED' });
    const round = card!.rounds.find((r) => r.round === 2)!;
    expect(round).toMatchObject({ table: 2, sheet: 'OPEN', games: [], card: { total: 0, verification: null } });
  });

  test('null for a number nobody holds, or another tournament', async () => {
    expect(await playerCard(db(), s.slug, 99)).toBeNull();
    expect(await playerCard(db(), 'no-such-open', 1)).toBeNull();
  });
});

describe('playerNumberParam', () => {
  test.each([
    ['7', 7],
    ['99999', 99999],
    ['0', null],
    ['07', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['100000', null],
  ])('%s → %s', (param, expected) => {
    expect(playerNumberParam(param)).toBe(expected);
  });
});

describe('what a player page follows, and where the player calls from', () => {
  beforeEach(async () => {
    await resetDatabase(db());
    s = await setUp();
  });

  /** Player `number`'s table in each round, by round number. */
  async function tablesOf(number: number) {
    const seats = await db().seat.findMany({
      where: { player: { tournamentId: s.tournamentId, number } },
      select: { table: true, letter: true, roundId: true, round: { select: { number: true } } },
    });
    return new Map(seats.map((seat) => [seat.round.number, seat]));
  }

  /** Where player `number` calls the Director from, as their page works it out from their card. */
  const calledFrom = async (number: number) => tableInPlay((await playerCard(db(), s.slug, number))?.rounds ?? []);

  test('the tables of the published rounds, never a draft’s; the call from the latest round in play', async () => {
    const seats = await tablesOf(3);
    const [one, two] = [seats.get(1)!, seats.get(2)!];
    const page = await playerStamps(db(), s.slug, 3);
    expect(page.tables.sort()).toEqual([`table:1:${one.table}`, `table:2:${two.table}`].sort());
    // The same stamps as those of the same grains read by the tournament's id.
    const tournament = await db().tournament.findUniqueOrThrow({ where: { id: s.tournamentId } });
    const grains: Grain[] = [...playerGrains(3), ...page.tables];
    expect(page.stamps).toEqual(await stampsOf(db(), tournament, grains));
    expect(await calledFrom(3)).toEqual({
      roundTableId: await s.tableOf(two.roundId, two.table),
      round: 2,
      table: two.table,
      seat: two.letter,
    });
    await db().round.update({ where: { id: s.roundTwo }, data: { status: 'CLOSED' } });
    expect(await calledFrom(3)).toMatchObject({ round: 1, table: one.table });
    expect(await calledFrom(999)).toBeNull();
    expect((await playerStamps(db(), s.slug, 999)).tables).toEqual([]);
  });
});
