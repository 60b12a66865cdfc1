import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { verifyAuditLog } from '@/lib/audit/verify';
import { recordIncident, settleIncident, type RecordIncidentInput } from '@/lib/incidents/mutations';
import { overrideScore } from '@/lib/incidents/override-score';
import type { Decision } from '@/lib/incidents/schema';
import { submitSheet } from '@/lib/sheets/mutations/hand-in';
import { tableSheet } from '@/lib/sheets/queries';
import { rulesetSchema, scoreGame, validateGame, type GameRecordInput, type Seat } from '@/lib/rules';
import { resetDatabase } from '../support/reset';
import { accepted, playTable, roundOne, staff, step, verifyAll } from '../support/sheets';

let scorekeeper: Awaited<ReturnType<typeof staff>>;
let director: Awaited<ReturnType<typeof staff>>;
beforeEach(async () => {
  await resetDatabase(db());
  scorekeeper = await staff('Sam Keeper');
  director = await staff('Dana Director');
});

const CHALLENGE = { challenger: 'A', challenged: 'B', challengerLive: true, grounds: 'no_such_hand' } as const;

/** A dead-hand challenge at table 1 of round 1, game `gameNumber`, confirmed unless told otherwise. */
const challenge = (
  t: { tournamentId: string; tableId: (n: number) => string },
  gameNumber: number,
  facts: object,
  more: Partial<RecordIncidentInput> = {},
) =>
  recordIncident(db(), director, {
    tournamentId: t.tournamentId,
    roundTableId: t.tableId(1),
    gameNumber,
    kind: 'DEAD_HAND_CHALLENGE',
    facts,
    decision: { type: 'confirm' },
    ...more,
  });

/** The points scoreGame gives the record under the tournament's ruleset. */
async function expectedScores(tournamentId: string, record: GameRecordInput) {
  const { ruleset } = await db().tournament.findUniqueOrThrow({ where: { id: tournamentId } });
  const checked = validateGame(record);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return scoreGame(checked.game, rulesetSchema.parse(ruleset)).scores;
}

async function stored(roundTableId: string, number: number) {
  const game = await db().game.findUniqueOrThrow({
    where: { roundTableId_number: { roundTableId, number } },
    include: { scores: true },
  });
  const points = Object.fromEntries(game.scores.map((s) => [s.letter, s.points])) as Record<Seat, number>;
  return { record: game.record as GameRecordInput, points };
}

const auditIsWhole = async () => expect(await verifyAuditLog(db())).toMatchObject({ ok: true });

describe('dead-hand challenges (DH, T14, T14F)', () => {
  test('agreed on an entered wall game: the challenged seat is dead, scored as scoreGame scores the new record', async () => {
    const t = await roundOne(8);
    const games = await playTable(scorekeeper, t.tableId(1));
    const result = await challenge(t, 2, { ...CHALLENGE, response: 'agreed' });
    expect(result).toMatchObject({ ok: true, data: { status: 'RULED' }, message: 'Ruled.' });
    const game = await stored(t.tableId(1), 2);
    expect(game.record).toMatchObject({ ...games[1], dead: ['B'] });
    const expected = await expectedScores(t.tournamentId, game.record);
    expect(game.points).toEqual(expected);
    expect(expected.B).toBe(-10);
    const incident = await db().incident.findFirstOrThrow();
    expect(incident).toMatchObject({ status: 'RULED', gameNumber: 2, ruledById: director.userId });
    // In the public change log before acceptance too: a ruling, not stated with all present.
    const [logged, ...more] = await db().amendment.findMany();
    expect(more).toEqual([]);
    expect(logged).toMatchObject({ kind: 'ruling', gameNumber: 2, allPresent: false, after: { scores: expected } });
    expect(logged!.reason).toMatch(/^Dead-hand challenge: /);
    expect(incident.ruling).toMatchObject({ decision: 'confirm', effects: [{ type: 'dead', seat: 'B' }] });
    expect(await db().auditEvent.count({ where: { action: 'incident.rule' } })).toBe(1);
    await auditIsWhole();
  });

  test('on a game not yet entered: the game is created, incomplete, with the dead hand', async () => {
    const t = await roundOne(8);
    expect(await challenge(t, 1, { ...CHALLENGE, response: 'agreed' })).toMatchObject({ ok: true });
    const game = await stored(t.tableId(1), 1);
    expect(game.record).toMatchObject({ outcome: 'incomplete', east: 'A', dead: ['B'] });
    expect(game.points).toEqual(await expectedScores(t.tournamentId, game.record));
    await auditIsWhole();
  });

  test.each<['dead' | 'not_dead', Seat, number]>([
    ['dead', 'D', -10],
    ['not_dead', 'C', 0],
  ])('disputed: open, blocks hand-in; settled %s at the end', async (finding, seat, points) => {
    const t = await roundOne(8);
    const id = t.tableId(1);
    const games = await playTable(scorekeeper, id);
    await verifyAll(scorekeeper, id);
    // Game 2, a wall game: every live hand scores the wall points. C challenges D's hand.
    const before = await stored(id, 2);
    const disputed = { ...CHALLENGE, challenger: 'C', challenged: 'D', response: 'disputed' };
    const open = await challenge(t, 2, disputed);
    expect(open).toMatchObject({
      ok: true,
      data: { status: 'OPEN', scores: null },
      message: 'Recorded: the dispute is settled when the game ends.',
    });
    expect(await stored(id, 2)).toEqual(before);
    const handIn = await submitSheet(db(), scorekeeper, await step(id));
    expect(handIn).toMatchObject({ ok: false, reason: 'CONFLICT' });
    expect(!handIn.ok && handIn.message).toMatch(/disputed dead-hand challenge in game 2 is still open/);

    const incidentId = open.ok ? open.data.incidentId : '';
    const settled = await settleIncident(db(), director, { tournamentId: t.tournamentId, incidentId, finding });
    expect(settled).toMatchObject({ ok: true, data: { status: 'RULED' } });
    const after = await stored(id, 2);
    const effect = finding === 'dead' ? { foundDead: ['D'] } : { erroneousChallengers: ['C'] };
    expect(after.record).toMatchObject({ ...games[1], ...effect });
    expect(after.points).toEqual(await expectedScores(t.tournamentId, after.record));
    expect(after.points[seat]).toBe(points);
    expect(after.points[seat]).not.toBe(before.points[seat]);
    expect(await db().incident.findFirstOrThrow()).toMatchObject({ status: 'RULED', facts: { finding } });
    expect(await settleIncident(db(), director, { tournamentId: t.tournamentId, incidentId, finding })).toMatchObject({
      ok: false,
      reason: 'CONFLICT',
    });
    // The changed cards are checked again; then the sheet can go.
    await verifyAll(scorekeeper, id);
    expect(await submitSheet(db(), scorekeeper, await step(id))).toMatchObject({ ok: true });
    await auditIsWhole();
  });

  test('the Director rules otherwise (T27): the given effects apply instead, with the reason', async () => {
    const t = await roundOne(8);
    const games = await playTable(scorekeeper, t.tableId(1));
    const reason = 'B showed a valid hand once the card was checked: the challenge was wrong';
    const decision: Decision = { type: 'override', reason, effects: [{ type: 'erroneousChallenger', seat: 'A' }] };
    expect(await challenge(t, 2, { ...CHALLENGE, response: 'agreed' }, { decision })).toMatchObject({ ok: true });
    const game = await stored(t.tableId(1), 2);
    expect(game.record).toMatchObject({ ...games[1], erroneousChallengers: ['A'] });
    expect(game.points).toEqual(await expectedScores(t.tournamentId, game.record));
    const incident = await db().incident.findFirstOrThrow();
    expect(incident.ruling).toMatchObject({ decision: 'override', ruling: reason });
    expect(incident.proposal).toMatchObject({ effects: [{ type: 'dead', seat: 'B' }] });
    await auditIsWhole();
  });
});

describe('courtesy complaints (T2A, T2B)', () => {
  test('the first is a warning, the second disqualifies the player', async () => {
    const t = await roundOne(8);
    const complaint = (gameNumber: number) =>
      recordIncident(db(), director, {
        tournamentId: t.tournamentId,
        roundTableId: t.tableId(1),
        gameNumber,
        kind: 'COURTESY',
        facts: { seat: 'C', conduct: 'discourtesy' },
        decision: { type: 'confirm' },
      });
    const playerId = (await db().seat.findFirstOrThrow({ where: { roundId: t.roundId, table: 1, letter: 'C' } }))
      .playerId;
    expect(await complaint(1)).toMatchObject({
      ok: true,
      data: { proposal: { playerEffects: [{ type: 'warning' }] } },
    });
    expect(await db().player.findUniqueOrThrow({ where: { id: playerId } })).toMatchObject({
      warnings: 1,
      status: 'ACTIVE',
    });
    expect(await complaint(3)).toMatchObject({
      ok: true,
      data: { proposal: { playerEffects: [{ type: 'disqualification' }] } },
    });
    expect(await db().player.findUniqueOrThrow({ where: { id: playerId } })).toMatchObject({
      warnings: 1,
      status: 'DISQUALIFIED',
    });
    expect(await db().game.count()).toBe(0);
    await auditIsWhole();
  });
});

describe('on an accepted sheet (T26)', () => {
  test('a ruling is an amendment of kind ruling, stated with all present; the sheet stays accepted', async () => {
    const t = await roundOne(8);
    const id = t.tableId(1);
    await accepted(scorekeeper, id);
    const facts = { ...CHALLENGE, response: 'agreed' };
    expect(await challenge(t, 2, facts)).toMatchObject({ ok: false, reason: 'INVALID_INPUT' });
    expect(await db().incident.count()).toBe(0);
    expect(await db().amendment.count()).toBe(0);
    expect(await challenge(t, 2, facts, { allPresent: true })).toMatchObject({ ok: true });
    const [amendment, ...more] = await db().amendment.findMany();
    expect(more).toEqual([]);
    expect(amendment).toMatchObject({ kind: 'ruling', gameNumber: 2, allPresent: true, actorId: director.userId });
    expect(amendment!.reason).toMatch(/Seat B’s hand dead/);
    const sheet = await tableSheet(db(), t.slug, 1, 1, false);
    expect(sheet).toMatchObject({ status: 'ACCEPTED' });
    await auditIsWhole();
  });
});

describe('score overrides (T27)', () => {
  test('points change, computed points stay, the card is checked again, the change log shows it', async () => {
    const t = await roundOne(8);
    const id = t.tableId(1);
    await playTable(scorekeeper, id);
    await verifyAll(scorekeeper, id);
    const game = await db().game.findFirstOrThrow({ where: { roundTableId: id, number: 1 } });
    const before = await db().gameScore.findUniqueOrThrow({
      where: { gameId_letter: { gameId: game.id, letter: 'B' } },
    });
    const input = { tournamentId: t.tournamentId, gameId: game.id, letter: 'B' as const, points: 77 };
    expect(await overrideScore(db(), director, { ...input, reason: '  ' })).toMatchObject({
      ok: false,
      reason: 'INVALID_INPUT',
      fieldErrors: { reason: ['Reason: say why the score is ruled otherwise.'] },
    });
    const reason = 'The hand was a 50-point hand, misread from the card';
    expect(await overrideScore(db(), director, { ...input, reason })).toMatchObject({
      ok: true,
      data: { points: 77, computedPoints: before.computedPoints, clearedCards: ['B'] },
      message: 'Seat B: 77 points, as ruled.',
    });
    const after = await db().gameScore.findUniqueOrThrow({ where: { id: before.id } });
    expect(after).toMatchObject({
      points: 77,
      computedPoints: before.computedPoints,
      overrideReason: reason,
      overriddenById: director.userId,
    });
    const verified = await db().verification.findMany({ where: { roundTableId: id } });
    expect(verified.map((v) => v.letter).sort()).toEqual(['A', 'C', 'D']);
    expect(await db().amendment.findFirstOrThrow()).toMatchObject({
      kind: 'override',
      gameNumber: 1,
      reason,
      before: { letter: 'B', points: before.points },
      after: { letter: 'B', points: 77 },
    });
    expect(await db().auditEvent.count({ where: { action: 'score.override' } })).toBe(1);
    await auditIsWhole();
  });
});

describe('incomplete facts', () => {
  test('are refused with what is still needed, and nothing is written', async () => {
    const t = await roundOne(8);
    const events = await db().auditEvent.count();
    const result = await challenge(t, 1, { challenger: 'A' });
    expect(result).toMatchObject({ ok: false, reason: 'INVALID_INPUT' });
    expect(!result.ok && result.details?.needs?.length).toBeGreaterThan(0);
    // Shown beside the facts, as the form names them.
    expect(!result.ok && result.fieldErrors).toEqual({ facts: !result.ok && result.details?.needs });
    expect(await db().incident.count()).toBe(0);
    expect(await db().game.count()).toBe(0);
    expect(await db().auditEvent.count()).toBe(events);
    await auditIsWhole();
  });
});
