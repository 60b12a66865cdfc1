import { beforeEach, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { setStandingsState } from '@/lib/standings/mutations';
import { standingIn } from '@/lib/standings/place';
import { keptPlace, playerStanding } from '@/lib/standings/player';
import { playerStamps } from '@/lib/live/stamps';
import { currentStandings } from '@/lib/standings/queries';
import { overrideScore } from '@/lib/incidents/override-score';
import { resetDatabase } from '../support/reset';
import { seatRound } from '../support/fixtures';
import { accepted, roundOne, staff } from '../support/sheets';

let scorekeeper: Awaited<ReturnType<typeof staff>>;
let director: Awaited<ReturnType<typeof staff>>;
beforeEach(async () => {
  await resetDatabase(db());
  scorekeeper = await staff('Sam Keeper');
  director = await staff('Dana Director');
});

const tournamentOf = (id: string) =>
  db().tournament.findUniqueOrThrow({ where: { id }, select: { id: true, slug: true, standingsState: true } });

type Tournament = Awaited<ReturnType<typeof tournamentOf>>;

/** Player `number`'s line of the kept standings, as their page reads it with its stamps. */
const keptLine = async (tournament: Tournament, number: number) =>
  (await playerStamps(db(), tournament.slug, number)).kept;

/** Whether the kept ranks are behind, as a player's page reads it with its own place. */
const behind = async (tournament: Tournament) => keptPlace(tournament, await keptLine(tournament, 1)).behind;

/** A player's place as their page reads it. */
const standingOf = async (tournament: Tournament, number: number) =>
  playerStanding(db(), tournament, number, await keptLine(tournament, number));

/** Every player's place as the player page reads it, and as the whole standings say. */
async function places(tournamentId: string) {
  const tournament = await tournamentOf(tournamentId);
  const numbers = (await db().player.findMany({ where: { tournamentId }, select: { number: true } })).map(
    (p) => p.number,
  );
  const read = await Promise.all(numbers.map((n) => standingOf(tournament, n)));
  const { standings } = await currentStandings(db(), tournament);
  return { read, whole: numbers.map((n) => standingIn(standings, n)) };
}

test("a player's own row of the kept standings says what the whole standings say, and follows them", async () => {
  const t = await roundOne(8);
  await accepted(scorekeeper, t.tableId(1));
  const first = await places(t.tournamentId);
  expect(first.read).toEqual(first.whole);
  // No round has all its sheets accepted yet: nobody has a rank to show on their page.
  expect(first.read.every((p) => p.rank === null)).toBe(true);
  expect(first.read[0]).toMatchObject({ ranked: 8, afterRound: null });
  // The kept rows are the player page's answer only for the marker they were computed from.
  expect(await db().standingsPlace.count({ where: { tournamentId: t.tournamentId } })).toBe(8);

  await accepted(scorekeeper, t.tableId(2));
  const second = await places(t.tournamentId);
  expect(second.read).toEqual(second.whole);
  expect(second.read[0]).toMatchObject({ ranked: 8, afterRound: 1 });
  expect(second.read.map((p) => p.rank)).not.toEqual(first.read.map((p) => p.rank));
  const { standings } = await currentStandings(db(), await tournamentOf(t.tournamentId));
  for (const row of standings.rows) expect(standings.settled[row.player.number]).toBe(row.rank);
});

test("while the next round's sheets are checked, a player's page keeps the rank after the last round all accepted", async () => {
  const t = await roundOne(8);
  await accepted(scorekeeper, t.tableId(1));
  await accepted(scorekeeper, t.tableId(2));
  const afterOne = await places(t.tournamentId);
  const roundTwo = await seatRound(t.tournamentId, 2, 'second');
  const table = await db().roundTable.findFirstOrThrow({ where: { roundId: roundTwo, table: 1 } });
  const kept = () => db().standingsCache.findUniqueOrThrow({ where: { tournamentId: t.tournamentId } });
  const keptBefore = await kept();
  await accepted(scorekeeper, table.id);
  // The ranks after round 1 are not behind: a player's page reads its own row, the standings are not computed again.
  const tournament = await tournamentOf(t.tournamentId);
  expect(await behind(tournament)).toBe(false);
  expect(await standingOf(tournament, 1)).toEqual(afterOne.read[0]);
  expect((await kept()).basis).toBe(keptBefore.basis);
  const checking = await places(t.tournamentId);
  expect(checking.read).toEqual(afterOne.read);
  expect(checking.read[0]).toMatchObject({ afterRound: 1 });
  const { standings } = await currentStandings(db(), await tournamentOf(t.tournamentId));
  expect(standings.inProgress).toMatchObject({ round: 2, accepted: 1 });
  // The whole standings count the accepted table of round 2: its four players' totals moved on.
  expect(standings.rows.filter((row) => row.games === 8)).toHaveLength(4);
  // Round 2's last sheet accepted: the ranks are behind until the standings are computed again.
  const last = await db().roundTable.findFirstOrThrow({ where: { roundId: roundTwo, table: 2 } });
  await accepted(scorekeeper, last.id);
  expect(await behind(tournament)).toBe(true);
  const closed = await places(t.tournamentId);
  expect(closed.read).toEqual(closed.whole);
  expect(closed.read[0]).toMatchObject({ afterRound: 2 });
  expect(await behind(tournament)).toBe(false);
});

test("while the next round's sheets are checked, the ranks after the rounds before follow a score ruled there and a player disqualified", async () => {
  const t = await roundOne(8);
  await accepted(scorekeeper, t.tableId(1));
  await accepted(scorekeeper, t.tableId(2));
  const roundTwo = await seatRound(t.tournamentId, 2, 'second');
  const tableOf = (n: number) => db().roundTable.findFirstOrThrow({ where: { roundId: roundTwo, table: n } });
  await accepted(scorekeeper, (await tableOf(1)).id);
  const tournament = await tournamentOf(t.tournamentId);
  const settledRanks = async () => (await currentStandings(db(), tournament)).standings.settled;
  const before = await settledRanks();
  const numbers = Object.keys(before).map(Number);
  const rankOf = (n: number) => before[n] ?? 0;
  const last = numbers.reduce((a, b) => (rankOf(b) > rankOf(a) ? b : a));
  const first = numbers.find((n) => before[n] === 1);
  expect(rankOf(last)).toBeGreaterThan(1);

  // The last after round 1 is ruled 500 points in a game of round 1: first after it, though round 2 is still checked.
  const { id: lastId } = await db().player.findFirstOrThrow({ where: { tournamentId: t.tournamentId, number: last } });
  const score = await db().gameScore.findFirstOrThrow({
    where: { playerId: lastId, game: { roundTable: { roundId: { not: roundTwo } } } },
    include: { game: true },
  });
  const ruling = { tournamentId: t.tournamentId, gameId: score.gameId, letter: score.letter, points: 500 };
  const ruled = await overrideScore(db(), director, { ...ruling, reason: 'Ruled by the Director', allPresent: true });
  expect(ruled).toMatchObject({ ok: true });
  expect((await settledRanks())[last]).toBe(1);

  // The first after round 1 is disqualified: no rank after it.
  await db().player.update({
    where: { tournamentId_number: { tournamentId: t.tournamentId, number: first! } },
    data: { status: 'DISQUALIFIED' },
  });
  expect((await settledRanks())[first!]).toBeNull();
  expect((await currentStandings(db(), tournament)).standings.inProgress).toMatchObject({ round: 2, accepted: 1 });
});

test('a disqualified player is not ranked, and frozen standings keep their places', async () => {
  const t = await roundOne(8);
  await accepted(scorekeeper, t.tableId(1));
  const tournament = await tournamentOf(t.tournamentId);
  const out = await db().player.findFirstOrThrow({
    where: { tournamentId: t.tournamentId },
    orderBy: { number: 'asc' },
  });
  await db().player.update({ where: { id: out.id }, data: { status: 'DISQUALIFIED' } });
  expect(await standingOf(tournament, out.number)).toMatchObject({
    rank: null,
    ranked: 7,
  });

  expect(await setStandingsState(db(), director, t.tournamentId, 'FROZEN', { anyway: true })).toMatchObject({
    ok: true,
  });
  const frozen = await tournamentOf(t.tournamentId);
  const before = await Promise.all([2, 3].map(async (n) => standingOf(frozen, n)));
  await accepted(scorekeeper, t.tableId(2));
  const after = await Promise.all([2, 3].map(async (n) => standingOf(frozen, n)));
  expect(after).toEqual(before);
  expect(after[0]).toMatchObject({ afterRound: null });
});

test('pages asking at once after a sheet is accepted share one computation of the standings', async () => {
  const t = await roundOne(8);
  await accepted(scorekeeper, t.tableId(1));
  const tournament = await tournamentOf(t.tournamentId);
  const asked = await Promise.all(Array.from({ length: 5 }, () => currentStandings(db(), tournament)));
  expect(new Set(asked).size).toBe(1);
});
