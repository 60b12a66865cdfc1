import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { SYSTEM, type Actor } from '@/lib/audit/log';
import { recordGame, type RecordGameResult } from '@/lib/sheets/mutations/record-game';
import { rescoreTournament } from '@/lib/sheets/mutations/rescore';
import { DEFAULT_RULESET, scoreGame, validateGame, type GameRecordInput, type RulesetInput } from '@/lib/rules';
import { createTournament, updateTournament } from '@/lib/tournaments/mutations';
import { tournamentSettings } from '@/lib/tournaments/queries';
import { tournamentInputSchema } from '@/lib/tournaments/schema';
import { seatRound, tournamentWithPlayers } from '../support/fixtures';
import { resetDatabase } from '../support/reset';

beforeEach(() => resetDatabase(db()));

const director: Actor = { userId: null, label: 'Test Director' };

const FOUR = { seats: ['A', 'B', 'C', 'D'], east: 'A' } satisfies Partial<GameRecordInput>;
/** The games recorded in every test: only the first is self-picked. */
const GAMES = {
  selfPicked: { ...FOUR, outcome: 'mahjong', winner: 'B', handValue: 30, selfPicked: true },
  discard: { ...FOUR, east: 'B', outcome: 'mahjong', winner: 'D', handValue: 25, discarder: 'A', winnerExposures: 2 },
  wall: { ...FOUR, east: 'C', outcome: 'wall', dead: ['D'] },
} satisfies Record<string, GameRecordInput>;

/** A tournament with 8 players, round 1 drawn and published, and the three GAMES recorded at table 1. */
async function tournamentWithGames(slug = 'rescore-open') {
  const { id: tournamentId } = await tournamentWithPlayers(8, { name: 'Rescore Open', slug, roundCount: 4 });
  const roundId = await seatRound(tournamentId, 1, slug);
  const table = await db().roundTable.findFirstOrThrow({ where: { roundId, table: 1 } });
  const gameIds: Record<keyof typeof GAMES, string> = { selfPicked: '', discard: '', wall: '' };
  let number = 1;
  for (const [name, record] of Object.entries(GAMES) as [keyof typeof GAMES, GameRecordInput][]) {
    const result = await recordGame(db(), director, {
      roundTableId: table.id,
      number: number++,
      record,
      expectedVersion: null,
    });
    if (!result.ok) throw new Error(`game not recorded: ${JSON.stringify(result)}`);
    gameIds[name] = result.data.gameId;
  }
  return { tournamentId, slug, tableId: table.id, gameIds };
}

/** The settings form's values with the ruleset changed, as updateTournament takes them. */
async function settings(
  slug: string,
  ruleset: RulesetInput,
  changes: { name?: string; roundCount?: number; gamesPerRound?: number; roundMinutes?: number } = {},
) {
  const {
    slug: _slug,
    version,
    recordedGames: _n,
    roundLengthNote: _r,
    ...current
  } = await tournamentSettings(db(), slug);
  const { slug: _s, ...parsed } = tournamentInputSchema.parse({
    ...current,
    slug,
    ...changes,
    ruleset: { ...current.ruleset, ...ruleset },
  });
  return { settings: parsed, version };
}

async function change(
  t: { tournamentId: string; slug: string },
  ruleset: RulesetInput,
  confirmRescore: boolean,
  changes = {},
) {
  const { settings: input, version } = await settings(t.slug, ruleset, changes);
  return updateTournament(db(), director, t.tournamentId, input, { version, confirmRescore });
}

/** Everything a re-score may touch, to compare before and after. */
async function snapshot(tournamentId: string) {
  const [tournament, games, events] = await Promise.all([
    db().tournament.findUniqueOrThrow({ where: { id: tournamentId } }),
    db().game.findMany({
      where: { roundTable: { round: { tournamentId } } },
      include: { scores: { orderBy: { letter: 'asc' } } },
      orderBy: { id: 'asc' },
    }),
    db().auditEvent.count({ where: { tournamentId } }),
  ]);
  return { tournament, games, events };
}

const pointsOf = async (gameId: string) =>
  Object.fromEntries(
    (await db().gameScore.findMany({ where: { gameId } })).map((s) => [s.letter, [s.computedPoints, s.points]]),
  );

describe('saving settings', () => {
  test('a new round length reaches the seated rounds not yet started, and the form says which keep theirs', async () => {
    const t = await tournamentWithGames();
    const one = await db().round.findFirstOrThrow({ where: { tournamentId: t.tournamentId, number: 1 } });
    await db().round.update({ where: { id: one.id }, data: { status: 'STARTED', startedAt: new Date() } });
    await seatRound(t.tournamentId, 2, 'later', false);
    expect((await tournamentSettings(db(), t.slug)).roundLengthNote).toBe(
      'Round 1 has started and keeps its length. A change applies to round 2, already seated, and to later rounds.',
    );
    const result = await change(t, {}, false, { roundMinutes: 45 });
    expect(result).toMatchObject({
      ok: true,
      data: { retimedRounds: [2] },
      message: 'Saved. The new round length applies to round 2, not yet started.',
    });
    const rounds = await db().round.findMany({ where: { tournamentId: t.tournamentId }, orderBy: { number: 'asc' } });
    expect(rounds.map((r) => r.durationMinutes)).toEqual([60, 45]);
  });

  test('a new name only: no confirmation, nothing re-scored, audited as an update', async () => {
    const t = await tournamentWithGames();
    const before = await snapshot(t.tournamentId);
    const result = await change(t, {}, false, { name: 'Rescore Open 2026' });
    expect(result).toEqual({
      ok: true,
      data: { version: before.tournament.version + 1, rescoredGames: 0, changedGames: 0, retimedRounds: [] },
      message: 'Saved.',
    });
    const after = await snapshot(t.tournamentId);
    expect(after.tournament.name).toBe('Rescore Open 2026');
    expect(after.games).toEqual(before.games);
    const event = await db().auditEvent.findFirstOrThrow({
      where: { tournamentId: t.tournamentId },
      orderBy: { id: 'desc' },
    });
    expect(event).toMatchObject({ action: 'tournament.update', actorLabel: 'Test Director' });
    expect(event.before).toMatchObject({ name: 'Rescore Open' });
    expect(event.after).toMatchObject({ name: 'Rescore Open 2026' });
  });

  test('a new ruleset without confirmation: NEEDS_CONFIRMATION with the number of games, and nothing changes', async () => {
    const t = await tournamentWithGames();
    const before = await snapshot(t.tournamentId);
    await expect(change(t, { selfPickBonus: 15 }, false)).resolves.toEqual({
      ok: false,
      reason: 'NEEDS_CONFIRMATION',
      message: '3 games are already recorded. Saving a new ruleset re-scores every one of them.',
      details: { recordedGames: 3 },
    });
    expect(await snapshot(t.tournamentId)).toEqual(before);
  });

  test('a new ruleset before any game is recorded needs no confirmation', async () => {
    const input = tournamentInputSchema.parse({
      name: 'Empty Open',
      slug: 'empty-open',
      startsOn: '2026-11-21',
      endsOn: '2026-11-21',
      roundCount: 4,
    });
    const created = await createTournament(db(), SYSTEM, input, null);
    if (!created.ok) throw new Error('tournament not created');
    const result = await change({ tournamentId: created.data.id, slug: 'empty-open' }, { selfPickBonus: 15 }, false);
    expect(result).toEqual({
      ok: true,
      data: { version: 2, rescoredGames: 0, changedGames: 0, retimedRounds: [] },
      message: 'Saved.',
    });
    expect((await db().tournament.findUniqueOrThrow({ where: { id: created.data.id } })).ruleset).toMatchObject({
      selfPickBonus: 15,
    });
  });

  test('a new verification or tie-break order changes no points: saved without re-scoring', async () => {
    const t = await tournamentWithGames();
    const result = await change(t, { verification: 'east', tieBreaks: ['bestGame'] }, false);
    expect(result).toEqual({
      ok: true,
      data: { version: 2, rescoredGames: 0, changedGames: 0, retimedRounds: [] },
      message: 'Saved.',
    });
    expect(await db().auditEvent.count({ where: { tournamentId: t.tournamentId, action: 'tournament.ruleset' } })).toBe(
      1,
    );
  });

  test('rounds and games per round cannot drop below what is already seated and recorded', async () => {
    const t = await tournamentWithGames();
    const before = await snapshot(t.tournamentId);
    await expect(change(t, {}, false, { gamesPerRound: 2 })).resolves.toMatchObject({
      ok: false,
      reason: 'CONFLICT',
      message: 'Game 3 of a round is already recorded: keep at least 3 games per round.',
    });
    expect(await snapshot(t.tournamentId)).toEqual(before);
    await expect(change(t, {}, false, { roundCount: 1, gamesPerRound: 3 })).resolves.toMatchObject({ ok: true });
  });

  test('a stale version: CONFLICT, and nothing changes', async () => {
    const t = await tournamentWithGames();
    const { settings: input, version } = await settings(t.slug, { selfPickBonus: 15 });
    await change(t, {}, false, { name: 'Someone Else’s Name' });
    const before = await snapshot(t.tournamentId);
    await expect(
      updateTournament(db(), director, t.tournamentId, input, { version, confirmRescore: true }),
    ).resolves.toEqual({
      ok: false,
      reason: 'CONFLICT',
      message: 'Someone else changed this tournament meanwhile: reload the page to see their version.',
    });
    expect(await snapshot(t.tournamentId)).toEqual(before);
  });

  test('an unknown tournament: NOT_FOUND', async () => {
    const t = await tournamentWithGames();
    const { settings: input, version } = await settings(t.slug, {});
    await expect(
      updateTournament(db(), director, 'no-such-id', input, { version, confirmRescore: true }),
    ).resolves.toEqual({
      ok: false,
      reason: 'NOT_FOUND',
      message: 'There is no such tournament.',
    });
  });
});

describe('re-scoring on a confirmed new ruleset', () => {
  test('self-pick bonus 10 → 15 changes exactly the self-picked game, its points and its lines', async () => {
    const t = await tournamentWithGames();
    const before = await snapshot(t.tournamentId);
    expect(await pointsOf(t.gameIds.selfPicked)).toMatchObject({ B: [40, 40] });

    await expect(change(t, { selfPickBonus: 15 }, true)).resolves.toEqual({
      ok: true,
      data: { version: before.tournament.version + 1, rescoredGames: 3, changedGames: 1, retimedRounds: [] },
      message: 'Saved. 3 games re-scored, 1 of them with new points.',
    });

    const after = await snapshot(t.tournamentId);
    expect(after.tournament.ruleset).toEqual({ ...DEFAULT_RULESET, selfPickBonus: 15 });
    expect(await pointsOf(t.gameIds.selfPicked)).toEqual({ A: [0, 0], B: [45, 45], C: [0, 0], D: [0, 0] });
    const selfPicked = after.games.find((g) => g.id === t.gameIds.selfPicked);
    expect(selfPicked?.lines).toEqual([
      { seat: 'B', item: 'HAND', points: 30, rule: 'T13' },
      { seat: 'B', item: 'SELF_PICK', points: 15, rule: 'T13.1' },
    ]);
    // The other games are untouched, down to their timestamps.
    for (const id of [t.gameIds.discard, t.gameIds.wall]) {
      expect(after.games.find((g) => g.id === id)).toEqual(before.games.find((g) => g.id === id));
    }
  });

  test('every stored score follows the new amounts, and changing back restores the first scores', async () => {
    const t = await tournamentWithGames();
    const original = await snapshot(t.tournamentId);
    const ruleset = {
      selfPickBonus: 0,
      wallPoints: 5,
      deadPenalty: 20,
      discarderPenalties: [10, 30, 40] as [number, number, number],
    };
    await expect(change(t, ruleset, true)).resolves.toMatchObject({
      ok: true,
      data: { rescoredGames: 3, changedGames: 3 },
    });
    const expected = { ...DEFAULT_RULESET, ...ruleset };
    for (const game of (await snapshot(t.tournamentId)).games) {
      const checked = validateGame(game.record);
      if (!checked.ok) throw new Error('stored record invalid');
      const scored = scoreGame(checked.game, expected);
      expect(game.lines).toEqual(scored.lines);
      expect(Object.fromEntries(game.scores.map((s) => [s.letter, s.points]))).toEqual(scored.scores);
    }
    expect(await pointsOf(t.gameIds.discard)).toMatchObject({ A: [-30, -30], D: [25, 25] });
    expect(await pointsOf(t.gameIds.wall)).toMatchObject({ A: [5, 5], D: [-20, -20] });

    await expect(change(t, DEFAULT_RULESET, true)).resolves.toMatchObject({ ok: true, data: { changedGames: 3 } });
    const restored = await snapshot(t.tournamentId);
    const scoresOf = (s: typeof original) =>
      s.games.map((g) => [g.id, g.lines, g.scores.map((x) => [x.letter, x.computedPoints, x.points])]);
    expect(scoresOf(restored)).toEqual(scoresOf(original));
  });

  test('games stored before `foundDead` existed keep validating and re-score to the same points', async () => {
    const t = await tournamentWithGames();
    // As a game was stored before the field: no `foundDead` key in its record.
    await db().$executeRaw`UPDATE "Game" SET "record" = "record" - 'foundDead'`;
    const before = await snapshot(t.tournamentId);
    expect(before.games.every((g) => !('foundDead' in (g.record as object)))).toBe(true);
    const changed = await db().$transaction((tx) => rescoreTournament(tx, t.tournamentId, DEFAULT_RULESET));
    expect(changed).toBe(0);
    expect((await snapshot(t.tournamentId)).games).toEqual(before.games);
  });

  test('a Director’s override keeps its points; the computed points beside it are re-scored', async () => {
    const t = await tournamentWithGames();
    await db().gameScore.update({
      where: { gameId_letter: { gameId: t.gameIds.selfPicked, letter: 'B' } },
      data: { points: 50, overriddenAt: new Date(), overrideReason: 'Ruling on the count (T27)' },
    });
    await expect(change(t, { selfPickBonus: 15 }, true)).resolves.toMatchObject({
      ok: true,
      data: { changedGames: 1 },
    });
    const b = await db().gameScore.findUniqueOrThrow({
      where: { gameId_letter: { gameId: t.gameIds.selfPicked, letter: 'B' } },
    });
    expect(b).toMatchObject({ computedPoints: 45, points: 50, overrideReason: 'Ruling on the count (T27)' });
  });

  test('the audit log holds the ruleset before and after, and how many games were re-scored', async () => {
    const t = await tournamentWithGames();
    await change(t, { selfPickBonus: 15 }, true);
    const events = await db().auditEvent.findMany({
      where: { tournamentId: t.tournamentId, action: 'tournament.ruleset' },
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorLabel: 'Test Director', entity: 'Tournament', entityId: t.tournamentId });
    expect(events[0]?.before).toMatchObject({ ruleset: DEFAULT_RULESET });
    expect(events[0]?.after).toMatchObject({
      ruleset: { ...DEFAULT_RULESET, selfPickBonus: 15 },
      rescoredGames: 3,
      changedGames: 1,
    });
  });

  test('only this tournament’s games are re-scored', async () => {
    const t = await tournamentWithGames('first-open');
    const other = await tournamentWithGames('second-open');
    const before = await snapshot(other.tournamentId);
    await expect(change(t, { selfPickBonus: 15 }, true)).resolves.toMatchObject({
      ok: true,
      data: { rescoredGames: 3, changedGames: 1 },
    });
    expect(await snapshot(other.tournamentId)).toEqual(before);
  });

  test('all in one transaction: a stored game that no longer validates stops the change, and nothing changes', async () => {
    const t = await tournamentWithGames();
    // The wall game is scored after the self-picked one: its update must roll back too.
    await db()
      .$executeRaw`UPDATE "Game" SET "record" = jsonb_set("record", '{seats}', '["A","A","C","D"]') WHERE "id" = ${t.gameIds.wall}`;
    const before = await snapshot(t.tournamentId);
    await expect(change(t, { selfPickBonus: 15 }, true)).rejects.toThrow(/invalid/);
    expect(await snapshot(t.tournamentId)).toEqual(before);
  });

  test('a game recorded while the ruleset changes is scored by the new ruleset', async () => {
    const t = await tournamentWithGames();
    const selfPick = (number: number, expectedVersion: number | null): Promise<RecordGameResult> =>
      recordGame(db(), director, {
        roundTableId: t.tableId,
        number,
        record: { ...GAMES.selfPicked, east: 'D' },
        expectedVersion,
      });
    let version: number | null = null;
    for (const bonus of [15, 20, 25, 30, 35, 40]) {
      const [saved, recorded]: [Awaited<ReturnType<typeof updateTournament>>, RecordGameResult] = await Promise.all([
        change(t, { selfPickBonus: bonus }, true),
        selfPick(4, version),
      ]);
      expect(saved.ok && recorded.ok).toBe(true);
      version = recorded.ok ? recorded.data.version : null;
      const fourth = await db().game.findFirstOrThrow({
        where: { roundTableId: t.tableId, number: 4 },
        include: { scores: { where: { letter: 'B' } } },
      });
      expect(fourth.scores[0]?.points).toBe(30 + bonus);
    }
  });
});
