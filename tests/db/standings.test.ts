import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { overrideScore } from '@/lib/incidents/override-score';
import { changeMarker, liveMarkers } from '@/lib/standings/live';
import { setStandingsState } from '@/lib/standings/mutations';
import { freezeAnywayWords } from '@/lib/standings/freeze';
import { currentStandings, publicStandings } from '@/lib/standings/queries';
import { resetDatabase } from '../support/reset';
import { acceptSheet, submitSheet } from '@/lib/sheets/mutations/hand-in';
import { accepted, playTable, roundOne, staff, step, verify, verifyAll } from '../support/sheets';

let scorekeeper: Awaited<ReturnType<typeof staff>>;
let director: Awaited<ReturnType<typeof staff>>;
beforeEach(async () => {
  await resetDatabase(db());
  scorekeeper = await staff('Sam Keeper');
  director = await staff('Dana Director');
});

const tournamentOf = (id: string) =>
  db().tournament.findUniqueOrThrow({ where: { id }, select: { id: true, standingsState: true } });

/** The accepted points of each player, summed straight from the stored scores. */
async function acceptedTotals(tournamentId: string) {
  const scores = await db().gameScore.findMany({
    where: { game: { roundTable: { status: 'ACCEPTED', round: { tournamentId } } } },
  });
  const totals = new Map<string, number>();
  for (const s of scores) totals.set(s.playerId, (totals.get(s.playerId) ?? 0) + s.points);
  return totals;
}

/** The Director rules one seat's points in one game of a table, every player present. */
async function ruleScore(
  t: Awaited<ReturnType<typeof roundOne>>,
  ruled: { table: number; game: number; letter: 'A' | 'B' | 'C' | 'D'; points: number },
) {
  const game = await db().game.findFirstOrThrow({
    where: { roundTableId: t.tableId(ruled.table), number: ruled.game },
  });
  return overrideScore(db(), director, {
    tournamentId: t.tournamentId,
    gameId: game.id,
    letter: ruled.letter,
    points: ruled.points,
    reason: 'Ruled by the Director',
    allPresent: true,
  });
}

describe('standings from accepted sheets', () => {
  test('count accepted sheets only, say where they stand, and follow each accepted table', async () => {
    const t = await roundOne(8);
    await accepted(scorekeeper, t.tableId(1));
    const { standings: first } = await currentStandings(db(), await tournamentOf(t.tournamentId));
    expect(first).toMatchObject({ afterRound: null, inProgress: { round: 1, accepted: 1, tables: 2 }, rounds: [1] });
    expect(first.rows).toHaveLength(8);
    expect(first.rows.filter((r) => r.games === 4)).toHaveLength(4);
    const totals = await acceptedTotals(t.tournamentId);
    for (const row of first.rows) expect(row.total).toBe(totals.get(row.player.id) ?? 0);

    await accepted(scorekeeper, t.tableId(2));
    const { standings: second } = await currentStandings(db(), await tournamentOf(t.tournamentId));
    expect(second).toMatchObject({ afterRound: 1, inProgress: null });
    expect(second.rows.every((r) => r.games === 4)).toBe(true);
    expect(second.rows.map((r) => r.rank)[0]).toBe(1);
  });

  test("each row's games, mah jonggs and best game are those of the player's accepted games, the open table's left out", async () => {
    const t = await roundOne(12);
    await accepted(scorekeeper, t.tableId(1));
    await accepted(scorekeeper, t.tableId(2));
    await playTable(scorekeeper, t.tableId(3));
    const { standings } = await currentStandings(db(), await tournamentOf(t.tournamentId));
    const games = await db().game.findMany({
      where: { roundTable: { status: 'ACCEPTED', round: { tournamentId: t.tournamentId } } },
      include: { scores: true },
    });
    const expected = new Map<string, { games: number; mahjongs: number; bestGame: number }>();
    for (const game of games) {
      const record = game.record as { outcome: string; winner?: string };
      for (const score of game.scores) {
        const was = expected.get(score.playerId) ?? { games: 0, mahjongs: 0, bestGame: Number.NEGATIVE_INFINITY };
        const won = record.outcome === 'mahjong' && record.winner === score.letter;
        expected.set(score.playerId, {
          games: was.games + 1,
          mahjongs: was.mahjongs + (won ? 1 : 0),
          bestGame: Math.max(was.bestGame, score.points),
        });
      }
    }
    expect(expected.size).toBe(8);
    expect([...expected.values()].reduce((sum, e) => sum + e.mahjongs, 0)).toBe(6);
    for (const row of standings.rows) {
      const want = expected.get(row.player.id);
      if (want) expect(row).toMatchObject(want);
      else expect(row).toMatchObject({ games: 0, mahjongs: 0 });
    }
  });

  test('a score ruled on a sheet accepted earlier is in the standings computed next, whatever was read before', async () => {
    const t = await roundOne(8);
    await accepted(scorekeeper, t.tableId(1));
    await accepted(scorekeeper, t.tableId(2));
    const tournament = await tournamentOf(t.tournamentId);
    await currentStandings(db(), tournament);
    expect(await ruleScore(t, { table: 1, game: 2, letter: 'B', points: 250 })).toMatchObject({ ok: true });
    const { standings } = await currentStandings(db(), tournament);
    const totals = await acceptedTotals(t.tournamentId);
    for (const row of standings.rows) expect(row.total).toBe(totals.get(row.player.id));
    expect(standings.rows[0]!.bestGame).toBe(250);
  });

  test('computed once per change: the same basis is served until something changes', async () => {
    const t = await roundOne(8);
    await accepted(scorekeeper, t.tableId(1));
    const tournament = await tournamentOf(t.tournamentId);
    const first = await currentStandings(db(), tournament);
    const cached = await db().standingsCache.findUniqueOrThrow({ where: { tournamentId: t.tournamentId } });
    const again = await currentStandings(db(), tournament);
    expect(again.basis).toBe(first.basis);
    const still = await db().standingsCache.findUniqueOrThrow({ where: { tournamentId: t.tournamentId } });
    expect(still.computedAt).toEqual(cached.computedAt);
  });
});

describe('the change marker live pages poll', () => {
  test('the standings marker moves with accepted sheets only; the change marker with every save', async () => {
    const t = await roundOne(8);
    const start = await liveMarkers(db(), t.tournamentId);
    await playTable(scorekeeper, t.tableId(1));
    const played = await liveMarkers(db(), t.tournamentId);
    expect(played.marker).not.toBe(start.marker);
    expect(played.standings).toBe(start.standings);
    await verifyAll(scorekeeper, t.tableId(1));
    expect(await submitSheet(db(), scorekeeper, await step(t.tableId(1)))).toMatchObject({ ok: true });
    expect(await acceptSheet(db(), scorekeeper, await step(t.tableId(1)))).toMatchObject({ ok: true });
    expect((await liveMarkers(db(), t.tournamentId)).standings).not.toBe(played.standings);
  });

  test('the change marker moves with a card verified, so cached table JSON and open pages show it verified', async () => {
    const t = await roundOne(8);
    await playTable(scorekeeper, t.tableId(1));
    const played = await liveMarkers(db(), t.tournamentId);
    expect(await verify(scorekeeper, t.tableId(1), 'A')).toMatchObject({ ok: true });
    expect((await liveMarkers(db(), t.tournamentId)).marker).not.toBe(played.marker);
  });

  test('both move with a score ruled on an accepted sheet; the change marker with a player disqualified', async () => {
    const t = await roundOne(8);
    await accepted(scorekeeper, t.tableId(1));
    const before = await liveMarkers(db(), t.tournamentId);
    expect(await ruleScore(t, { table: 1, game: 1, letter: 'A', points: 99 })).toMatchObject({ ok: true });
    const ruledMarkers = await liveMarkers(db(), t.tournamentId);
    expect(ruledMarkers.marker).not.toBe(before.marker);
    expect(ruledMarkers.standings).not.toBe(before.standings);
    const afterOverride = ruledMarkers.marker;
    const player = await db().player.findFirstOrThrow({ where: { tournamentId: t.tournamentId } });
    await db().player.update({ where: { id: player.id }, data: { status: 'DISQUALIFIED' } });
    expect(await changeMarker(db(), t.tournamentId)).not.toBe(afterOverride);
  });
});

describe('held back and frozen', () => {
  test('held back: the public gets no rows, staff still see them; released: everyone does', async () => {
    const t = await roundOne(8);
    await accepted(scorekeeper, t.tableId(1));
    await setStandingsState(db(), director, t.tournamentId, 'PENDING');
    expect(await publicStandings(db(), t.slug)).toMatchObject({ released: false, standings: null });
    expect((await publicStandings(db(), t.slug, true))?.standings?.rows).toHaveLength(8);
    await setStandingsState(db(), director, t.tournamentId, 'LIVE');
    expect((await publicStandings(db(), t.slug))?.standings?.rows).toHaveLength(8);
    const actions = await db().auditEvent.findMany({ where: { action: 'standings.state' } });
    expect(actions.map((a) => a.after)).toEqual([{ standingsState: 'PENDING' }, { standingsState: 'LIVE' }]);
  });

  test('frozen: later changes do not move the final standings until unfrozen', async () => {
    const t = await roundOne(8);
    await accepted(scorekeeper, t.tableId(1));
    expect(await setStandingsState(db(), director, t.tournamentId, 'FROZEN', { anyway: true })).toEqual({
      ok: true,
      data: { changed: true },
      message: 'The standings are frozen as final.',
    });
    const frozen = (await publicStandings(db(), t.slug))?.standings;
    await accepted(scorekeeper, t.tableId(2));
    expect((await publicStandings(db(), t.slug))?.standings).toEqual(frozen);
    await setStandingsState(db(), director, t.tournamentId, 'LIVE');
    expect((await publicStandings(db(), t.slug))?.standings?.afterRound).toBe(1);
  });

  test('freezing mid-tournament is refused, naming the open rounds and tables, unless "anyway"', async () => {
    const t = await roundOne(8);
    await accepted(scorekeeper, t.tableId(1));
    const refused = await setStandingsState(db(), director, t.tournamentId, 'FROZEN');
    const { roundCount } = await db().tournament.findUniqueOrThrow({ where: { id: t.tournamentId } });
    const later = Array.from({ length: roundCount - 1 }, (_, i) => `round ${i + 2} not seated`);
    const blockers = ['round 1: table 2 open', ...later];
    expect(refused).toEqual({
      ok: false,
      reason: 'NEEDS_CONFIRMATION',
      message: freezeAnywayWords(blockers),
      details: { blockers },
    });
    expect((await tournamentOf(t.tournamentId)).standingsState).toBe('LIVE');
  });

  test('held-back standings are never frozen into public ones: they stay held back', async () => {
    const t = await roundOne(8);
    await setStandingsState(db(), director, t.tournamentId, 'PENDING');
    const refused = await setStandingsState(db(), director, t.tournamentId, 'FROZEN', { anyway: true });
    expect(refused).toEqual({
      ok: false,
      reason: 'CONFLICT',
      message: 'The standings are held back: release them first, then freeze them (frozen standings are public).',
    });
    expect(await publicStandings(db(), t.slug)).toMatchObject({ released: false, standings: null });
  });
});
