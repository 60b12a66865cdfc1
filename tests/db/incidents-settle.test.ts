// Disputed dead-hand challenges settled at the game's end (DH, T14F): whatever happened meanwhile, and on a game the
// scorekeeper has not entered yet (issue #23: a pending note on that game, applied when it is entered).
import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { verifyAuditLog } from '@/lib/audit/verify';
import { recordGame } from '@/lib/sheets/mutations/record-game';
import { recordIncident, settleIncident } from '@/lib/incidents/mutations';
import { tableIncidents } from '@/lib/incidents/queries';
import { rulesetSchema, scoreGame, validateGame, type GameRecordInput, type Seat } from '@/lib/rules';
import { resetDatabase } from '../support/reset';
import { roundOne, save, staff } from '../support/sheets';

let scorekeeper: Awaited<ReturnType<typeof staff>>;
let director: Awaited<ReturnType<typeof staff>>;
beforeEach(async () => {
  await resetDatabase(db());
  scorekeeper = await staff('Sam Keeper');
  director = await staff('Dana Director');
});

type Table = Awaited<ReturnType<typeof roundOne>>;
const FOUR = { seats: ['A', 'B', 'C', 'D'] as Seat[], east: 'A' as Seat } as const;

/** C challenges D's hand in game `number` of table 1; D disputes it: left open until the game ends (DH). */
async function disputed(t: Table, number: number) {
  const open = await recordIncident(db(), director, {
    tournamentId: t.tournamentId,
    roundTableId: t.tableId(1),
    gameNumber: number,
    kind: 'DEAD_HAND_CHALLENGE',
    facts: { challenger: 'C', challenged: 'D', challengerLive: true, grounds: 'unwinnable', response: 'disputed' },
    decision: { type: 'confirm' },
  });
  if (!open.ok || open.data.status !== 'OPEN') throw new Error(`not left open: ${JSON.stringify(open)}`);
  return open.data.incidentId;
}

const settle = (t: Table, incidentId: string, finding: 'dead' | 'not_dead') =>
  settleIncident(db(), director, { tournamentId: t.tournamentId, incidentId, finding });

async function stored(t: Table, number: number) {
  const game = await db().game.findUniqueOrThrow({
    where: { roundTableId_number: { roundTableId: t.tableId(1), number } },
    include: { scores: true },
  });
  return {
    record: game.record as GameRecordInput,
    points: Object.fromEntries(game.scores.map((s) => [s.letter, s.points])),
  };
}

async function scoredAs(t: Table, record: GameRecordInput) {
  const { ruleset } = await db().tournament.findUniqueOrThrow({ where: { id: t.tournamentId } });
  const checked = validateGame(record);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return scoreGame(checked.game, rulesetSchema.parse(ruleset)).scores;
}

describe('settled at the end, whatever happened meanwhile', () => {
  test('the hand was dead and had thrown the winning tile: found dead, DISCARDER and DEAD', async () => {
    const t = await roundOne(8);
    const id = await disputed(t, 1);
    const game: GameRecordInput = {
      ...FOUR,
      outcome: 'mahjong',
      winner: 'B',
      handValue: 30,
      discarder: 'D',
      winnerExposures: 2,
    };
    await save(scorekeeper, t.tableId(1), { number: 1, record: game });
    expect(await settle(t, id, 'dead')).toMatchObject({ ok: true, data: { status: 'RULED' } });
    const after = await stored(t, 1);
    expect(after.record).toMatchObject({ ...game, foundDead: ['D'], dead: [] });
    expect(after.points).toEqual({ A: 0, B: 30, C: 0, D: -30 });
  });

  test('the hand was dead, two others having been declared dead: the wall game stands', async () => {
    const t = await roundOne(8);
    const id = await disputed(t, 1);
    await save(scorekeeper, t.tableId(1), { number: 1, record: { ...FOUR, outcome: 'wall', dead: ['A', 'B'] } });
    expect(await settle(t, id, 'dead')).toMatchObject({ ok: true });
    expect(await stored(t, 1)).toMatchObject({
      record: { outcome: 'wall', dead: ['A', 'B'], foundDead: ['D'] },
      points: { A: -10, B: -10, C: 10, D: -10 },
    });
  });

  test('the challenge was wrong and the challenger had self-picked the win: 0 for the winner (T14F)', async () => {
    const t = await roundOne(8);
    const id = await disputed(t, 1);
    const game: GameRecordInput = {
      ...FOUR,
      outcome: 'mahjong',
      winner: 'C',
      handValue: 30,
      selfPicked: true,
      jokerless: true,
    };
    await save(scorekeeper, t.tableId(1), { number: 1, record: game });
    expect(await settle(t, id, 'not_dead')).toMatchObject({ ok: true });
    expect(await stored(t, 1)).toMatchObject({
      record: { winner: 'C', erroneousChallengers: ['C'] },
      points: { A: 0, B: 0, C: 0, D: 0 },
    });
  });
});

describe('settled on a game not yet entered (issue #23)', () => {
  test('no placeholder game: the ruling waits on the sheet and applies when the game is entered', async () => {
    const t = await roundOne(8);
    const id = await disputed(t, 1);
    expect(await settle(t, id, 'dead')).toMatchObject({
      ok: true,
      data: { status: 'RULED', scores: null, waitsForGame: 1 },
      message: 'Ruled: it applies when game 1 is entered.',
    });
    expect(await db().game.count()).toBe(0);
    const [note] = await tableIncidents(db(), t.tableId(1));
    expect(note).toMatchObject({ gameNumber: 1, open: false, pending: true });

    const entered: GameRecordInput = {
      ...FOUR,
      outcome: 'mahjong',
      winner: 'A',
      handValue: 25,
      discarder: 'D',
      winnerExposures: 0,
    };
    const saved = await save(scorekeeper, t.tableId(1), { number: 1, record: entered });
    const game = await stored(t, 1);
    expect(game.record).toMatchObject({ ...entered, foundDead: ['D'] });
    expect(game.points).toEqual(await scoredAs(t, game.record));
    expect(saved.scores).toEqual({ A: 25, B: 0, C: 0, D: -20 });

    const incident = await db().incident.findUniqueOrThrow({ where: { id } });
    expect(incident.gameId).not.toBeNull();
    expect(incident.ruling).toMatchObject({ pending: false });
    expect((await tableIncidents(db(), t.tableId(1)))[0]).toMatchObject({ pending: false });
    expect(await db().auditEvent.count({ where: { action: 'incident.apply', entityId: id } })).toBe(1);
    const [logged] = await db().amendment.findMany({ where: { gameNumber: 1 } });
    expect(logged).toMatchObject({ kind: 'ruling' });
    expect(logged!.reason).toMatch(/^Dead-hand challenge: /);
    expect(await verifyAuditLog(db())).toMatchObject({ ok: true });
  });

  test('recorded after the game with its finding at once: no placeholder game either', async () => {
    const t = await roundOne(8);
    const ruled = await recordIncident(db(), director, {
      tournamentId: t.tournamentId,
      roundTableId: t.tableId(1),
      gameNumber: 2,
      kind: 'DEAD_HAND_CHALLENGE',
      facts: {
        challenger: 'A',
        challenged: 'B',
        challengerLive: true,
        grounds: 'no_such_hand',
        response: 'disputed',
        finding: 'not_dead',
      },
      decision: { type: 'confirm' },
    });
    expect(ruled).toMatchObject({ ok: true, data: { status: 'RULED', scores: null } });
    expect(await db().game.count()).toBe(0);
    await save(scorekeeper, t.tableId(1), { number: 2, record: { ...FOUR, east: 'D', outcome: 'wall' } });
    expect(await stored(t, 2)).toMatchObject({
      record: { erroneousChallengers: ['A'] },
      points: { A: 0, B: 10, C: 10, D: 10 },
    });
  });

  test('a game entered that the ruling cannot apply to is refused, naming the field', async () => {
    const t = await roundOne(8);
    expect(await settle(t, await disputed(t, 1), 'dead')).toMatchObject({ ok: true });
    const record = { ...FOUR, outcome: 'mahjong', winner: 'D', handValue: 25, selfPicked: true } as const;
    const result = await recordGame(db(), scorekeeper, {
      roundTableId: t.tableId(1),
      number: 1,
      record,
      expectedVersion: null,
    });
    expect(result).toMatchObject({
      ok: false,
      reason: 'INVALID_INPUT',
      fieldErrors: { foundDead: [expect.any(String)] },
      details: { problems: [{ field: 'foundDead' }] },
    });
    expect(await db().game.count()).toBe(0);
  });
});
