import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import type { Actor } from '@/lib/audit/log';
import { recordGame } from '@/lib/sheets/mutations/record-game';
import { DEFAULT_RULESET, scoreGame, validateGame, type GameRecordInput, type Seat } from '@/lib/rules';
import { seatRound, tournamentWithPlayers } from '../support/fixtures';
import { resetDatabase } from '../support/reset';
import { staff, submitted, versionOf } from '../support/sheets';

beforeEach(() => resetDatabase(db()));

const scorekeeper: Actor = { userId: null, label: 'Test Scorekeeper' };

const FOUR = { seats: ['A', 'B', 'C', 'D'], east: 'A' } satisfies Partial<GameRecordInput>;
/** B wins on C's discard with one exposure on the rack: B +30, C −10. */
const DISCARD_WIN: GameRecordInput = {
  ...FOUR,
  outcome: 'mahjong',
  winner: 'B',
  handValue: 30,
  discarder: 'C',
  winnerExposures: 1,
};

/** A tournament with `players` players and round 1 drawn at random; published unless `publish` is false. */
async function seatedRound(players: number, publish = true) {
  const { id: tournamentId } = await tournamentWithPlayers(players, {
    name: 'Record Open',
    slug: 'record-open',
    roundCount: 4,
  });
  const roundId = await seatRound(tournamentId, 1, 'record-game', publish);
  const tables = await db().roundTable.findMany({ where: { roundId }, orderBy: { table: 'asc' } });
  const seats = await db().seat.findMany({ where: { roundId } });
  const seatsAt = (table: number) =>
    new Map(seats.filter((s) => s.table === table).map((s) => [s.letter as Seat, s.playerId]));
  return { tournamentId, roundId, tables, seatsAt };
}

const record = (roundTableId: string, number: number, game: GameRecordInput, expectedVersion: number | null = null) =>
  recordGame(db(), scorekeeper, { roundTableId, number, record: game, expectedVersion });

const auditOf = (tournamentId: string, action: string) =>
  db().auditEvent.findMany({ where: { tournamentId, action }, orderBy: { id: 'asc' } });

describe('recording a game', () => {
  test('stores the record, its cited lines and one score per seat for the player in that seat, audited', async () => {
    const { tournamentId, tables, seatsAt } = await seatedRound(8);
    const table = tables[0]!;
    const result = await record(table.id, 1, DISCARD_WIN);
    // No card can have been verified yet (a card is verified when complete): none to clear.
    expect(result).toEqual({
      ok: true,
      data: {
        gameId: expect.any(String),
        version: 1,
        scores: { A: 0, B: 30, C: -10, D: 0 },
        clearedCards: [],
        reopened: false,
      },
      message: 'Game 1 saved.',
    });
    if (!result.ok) return;

    const game = await db().game.findUniqueOrThrow({ where: { id: result.data.gameId }, include: { scores: true } });
    expect(game).toMatchObject({
      roundTableId: table.id,
      number: 1,
      version: 1,
      record: expect.objectContaining({ winner: 'B', discarder: 'C' }),
    });
    expect(game.lines).toEqual([
      { seat: 'B', item: 'HAND', points: 30, rule: 'T13' },
      { seat: 'C', item: 'DISCARDER', points: -10, rule: 'T13.5' },
    ]);
    const seated = seatsAt(table.table);
    expect(game.scores.map((s) => [s.letter, s.playerId, s.computedPoints, s.points, s.overriddenAt]).sort()).toEqual([
      ['A', seated.get('A'), 0, 0, null],
      ['B', seated.get('B'), 30, 30, null],
      ['C', seated.get('C'), -10, -10, null],
      ['D', seated.get('D'), 0, 0, null],
    ]);
    expect((await db().roundTable.findUniqueOrThrow({ where: { id: table.id } })).version).toBe(table.version + 1);

    const [event, ...more] = await auditOf(tournamentId, 'game.record');
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      actorLabel: 'Test Scorekeeper',
      entity: 'Game',
      entityId: result.data.gameId,
      before: null,
    });
    expect(event?.after).toMatchObject({
      record: { winner: 'B' },
      scores: { B: 30, C: -10 },
      lines: expect.any(Array),
    });
  });

  test('a 3-player table scores only its three seats', async () => {
    const { tables, seatsAt } = await seatedRound(7);
    const three = tables.find((t) => seatsAt(t.table).size === 3)!;
    const letters = [...seatsAt(three.table).keys()].sort();
    const game: GameRecordInput = { seats: letters, east: letters[0]!, outcome: 'wall' };
    const result = await record(three.id, 1, game);
    expect(result.ok && Object.keys(result.data.scores).sort()).toEqual(letters);
    if (!result.ok) return;
    const scores = await db().gameScore.findMany({ where: { gameId: result.data.gameId } });
    expect(scores.map((s) => [s.letter, s.playerId, s.points]).sort()).toEqual(
      letters.map((l) => [l, seatsAt(three.table).get(l), 10]),
    );
  });

  test('changing a game with the version seen replaces record, lines and points, with the earlier version audited', async () => {
    const { tournamentId, tables } = await seatedRound(8);
    const first = await record(tables[0]!.id, 2, DISCARD_WIN);
    if (!first.ok) throw new Error('not recorded');
    const changed = await record(tables[0]!.id, 2, { ...DISCARD_WIN, winnerExposures: 2 }, first.data.version);
    expect(changed).toMatchObject({
      ok: true,
      data: { gameId: first.data.gameId, version: 2, scores: { B: 30, C: -20 } },
    });
    const scores = await db().gameScore.findMany({ where: { gameId: first.data.gameId }, orderBy: { letter: 'asc' } });
    expect(scores.map((s) => s.points)).toEqual([0, 30, -20, 0]);
    const [event] = await auditOf(tournamentId, 'game.change');
    expect(event?.before).toMatchObject({ record: { winnerExposures: 1 } });
    expect(event?.after).toMatchObject({ record: { winnerExposures: 2 }, scores: { C: -20 } });
  });

  test('a Director’s override keeps its points when the game is changed; the computed points beside it follow', async () => {
    const { tables } = await seatedRound(8);
    const first = await record(tables[0]!.id, 1, DISCARD_WIN);
    if (!first.ok) throw new Error('not recorded');
    await db().gameScore.update({
      where: { gameId_letter: { gameId: first.data.gameId, letter: 'C' } },
      data: { points: 0, overriddenAt: new Date(), overrideReason: 'Discard was not misnamed (T27)' },
    });
    await record(tables[0]!.id, 1, { ...DISCARD_WIN, winnerExposures: 3 }, first.data.version);
    const c = await db().gameScore.findUniqueOrThrow({
      where: { gameId_letter: { gameId: first.data.gameId, letter: 'C' } },
    });
    expect([c.computedPoints, c.points]).toEqual([-25, 0]);
  });
});

describe('refusals change nothing', () => {
  const nothingStored = async (tournamentId: string) => {
    expect(await db().game.count()).toBe(0);
    expect(await db().gameScore.count()).toBe(0);
    expect(await db().auditEvent.count({ where: { tournamentId, action: { startsWith: 'game.' } } })).toBe(0);
  };

  test('an invalid record: every problem, by field', async () => {
    const { tournamentId, tables } = await seatedRound(8);
    const result = await record(tables[0]!.id, 1, { ...DISCARD_WIN, dead: ['B'], handValue: 32 });
    expect(result.ok).toBe(false);
    if (result.ok || result.reason !== 'INVALID_INPUT')
      throw new Error(`expected INVALID_INPUT, got ${JSON.stringify(result)}`);
    expect(result.details?.problems?.map((p) => [p.field, p.code]).sort()).toEqual([
      ['dead', 'winner_is_dead'],
      ['handValue', 'bad_hand_value'],
    ]);
    expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual(['dead', 'handValue']);
    expect(result.message).toBe('Game 1 was not saved: see the message beside each field.');
    await nothingStored(tournamentId);
  });

  test('not JSON of a game at all', async () => {
    const { tables } = await seatedRound(8);
    await expect(record(tables[0]!.id, 1, 'B won' as unknown as GameRecordInput)).resolves.toMatchObject({
      ok: false,
      reason: 'INVALID_INPUT',
    });
  });

  test.each<[string, number, (letters: Seat[]) => Seat[]]>([
    ['three seats at a 4-player table', 4, (letters) => letters.slice(0, 3)],
    [
      'the empty seat of a 3-player table',
      3,
      (letters) => ['A', 'B', 'C', 'D'].filter((l) => l !== letters[0]) as Seat[],
    ],
  ])(
    'seats that are not the table’s: a problem on `seats`, naming the seats taken (%s)',
    async (_name, size, seatsOf) => {
      const { tournamentId, tables, seatsAt } = await seatedRound(7);
      const table = tables.find((t) => seatsAt(t.table).size === size)!;
      const letters = [...seatsAt(table.table).keys()].sort();
      const seats = seatsOf(letters);
      const result = await record(table.id, 1, { seats, east: seats[0]!, outcome: 'wall' });
      const seatsProblem = expect.stringContaining(letters.join(', '));
      expect(result).toEqual({
        ok: false,
        reason: 'INVALID_INPUT',
        message: 'Game 1 was not saved: see the message beside each field.',
        fieldErrors: { seats: [seatsProblem] },
        details: { problems: [{ field: 'seats', code: 'seat_not_at_table', message: seatsProblem }] },
      });
      await nothingStored(tournamentId);
    },
  );

  test('a stale version: CONFLICT showing the stored game, and the newer game stays', async () => {
    const { tables } = await seatedRound(8);
    const first = await record(tables[0]!.id, 1, DISCARD_WIN);
    if (!first.ok) throw new Error('not recorded');
    await record(tables[0]!.id, 1, { ...DISCARD_WIN, handValue: 35 }, 1);
    const conflict = {
      ok: false,
      reason: 'CONFLICT',
      message: expect.stringContaining('Game 1 was changed'),
      fieldErrors: undefined,
      details: {
        current: {
          version: 2,
          record: expect.objectContaining({ ...DISCARD_WIN, handValue: 35 }),
          scores: { A: 0, B: 35, C: -10, D: 0 },
          enteredBy: null,
        },
      },
    };
    // Someone who still saw version 1, and someone who thought game 1 was not entered yet.
    await expect(record(tables[0]!.id, 1, { ...DISCARD_WIN, handValue: 50 }, 1)).resolves.toEqual(conflict);
    await expect(record(tables[0]!.id, 1, { ...DISCARD_WIN, handValue: 50 }, null)).resolves.toEqual(conflict);
    const game = await db().game.findUniqueOrThrow({
      where: { id: first.data.gameId },
      include: { scores: { where: { letter: 'B' } } },
    });
    expect([game.version, game.scores[0]?.points]).toEqual([2, 35]);
  });

  test('a version for a game not yet entered: CONFLICT', async () => {
    const { tournamentId, tables } = await seatedRound(8);
    await expect(record(tables[0]!.id, 1, DISCARD_WIN, 1)).resolves.toEqual({
      ok: false,
      reason: 'CONFLICT',
      message: expect.stringContaining('not entered'),
      details: { current: null },
    });
    await nothingStored(tournamentId);
  });

  test('two first entries of the same game at once: one is stored, the other is told of the conflict', async () => {
    const { tables } = await seatedRound(8);
    const results = await Promise.all([
      record(tables[0]!.id, 1, DISCARD_WIN),
      record(tables[0]!.id, 1, { ...DISCARD_WIN, handValue: 50 }),
    ]);
    expect(results.map((r) => (r.ok ? 'ok' : r.reason)).sort()).toEqual(['CONFLICT', 'ok']);
    const stored = results[0]!.ok ? DISCARD_WIN : { ...DISCARD_WIN, handValue: 50 };
    expect(results.find((r) => !r.ok)).toMatchObject({
      details: { current: { version: 1, record: expect.objectContaining(stored), scores: { B: stored.handValue } } },
    });
    expect(await db().game.count()).toBe(1);
    expect(await db().gameScore.count()).toBe(4);
  });

  test('an ACCEPTED sheet is locked', async () => {
    const { tournamentId, tables } = await seatedRound(8);
    await db().roundTable.update({ where: { id: tables[0]!.id }, data: { status: 'ACCEPTED' } });
    await expect(record(tables[0]!.id, 1, DISCARD_WIN)).resolves.toMatchObject({
      ok: false,
      reason: 'LOCKED',
      message: expect.stringContaining('amend'),
    });
    await nothingStored(tournamentId);
  });

  test('a game entered while the sheet is being accepted waits, then finds it locked', async () => {
    const { tournamentId, tables } = await seatedRound(8);
    let entry: ReturnType<typeof record> | undefined;
    await db().$transaction(async (tx) => {
      await tx.roundTable.update({
        where: { id: tables[0]!.id },
        data: { status: 'ACCEPTED', version: { increment: 1 } },
      });
      entry = record(tables[0]!.id, 1, DISCARD_WIN);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await expect(entry).resolves.toMatchObject({ ok: false, reason: 'LOCKED' });
    await nothingStored(tournamentId);
  });

  test('a round still in draft: its seating may change, so no game is taken', async () => {
    const { tournamentId, tables } = await seatedRound(8, false);
    await expect(record(tables[0]!.id, 1, DISCARD_WIN)).resolves.toMatchObject({ ok: false, reason: 'LOCKED' });
    await nothingStored(tournamentId);
  });

  test.each([0, 5, 1.5])('game %s of a 4-game round does not exist', async (number) => {
    const { tournamentId, tables } = await seatedRound(8);
    await expect(record(tables[0]!.id, number, DISCARD_WIN)).resolves.toMatchObject({ ok: false, reason: 'NOT_FOUND' });
    await nothingStored(tournamentId);
  });

  test('an unknown table', async () => {
    await seatedRound(8);
    await expect(record('no-such-table', 1, DISCARD_WIN)).resolves.toMatchObject({ ok: false, reason: 'NOT_FOUND' });
  });
});

describe('a submitted sheet (handed in, not yet accepted) still takes changes', () => {
  test('a change to some cards’ points: saved, those cards’ verifications removed, the sheet back at the table', async () => {
    const { tournamentId, tables } = await seatedRound(8);
    const id = tables[0]!.id;
    const keeper = await staff('Sam Keeper');
    const games = await submitted(keeper, id);
    // Game 1: B won on C's discard with one exposure; with three, C pays 25: only C's card changes.
    const result = await record(id, 1, { ...games[0]!, winnerExposures: 3 }, 1);
    expect(result).toMatchObject({
      ok: true,
      data: { version: 2, clearedCards: ['C'], reopened: true },
      message: 'Game 1 saved. Verification of card C removed: check it again. The sheet is back at the table.',
    });
    expect(await db().roundTable.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'OPEN',
      submittedAt: null,
      submittedById: null,
      collectorId: null,
    });
    const verified = await db().verification.findMany({ where: { roundTableId: id }, orderBy: { letter: 'asc' } });
    expect(verified.map((v) => v.letter)).toEqual(['A', 'B', 'D']);
    const [event, ...more] = await auditOf(tournamentId, 'card.unverify');
    expect(more).toEqual([]);
    expect(event).toMatchObject({ entityId: id, after: { cards: ['C'], reopened: true } });
  });

  test('a change that leaves every point as it was: saved, verifications kept, still submitted', async () => {
    const { tables } = await seatedRound(8);
    const id = tables[0]!.id;
    const keeper = await staff('Sam Keeper');
    const games = await submitted(keeper, id);
    // Game 3: A won self-picked with no exposures; calling the hand concealed changes no line item.
    const concealed = { ...games[2]!, concealed: true };
    const scored = [games[2]!, concealed].map((game) => {
      const checked = validateGame(game);
      if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
      return scoreGame(checked.game, DEFAULT_RULESET).scores;
    });
    expect(scored[1]).toEqual(scored[0]);

    const version = await versionOf(id);
    const result = await record(id, 3, concealed, 1);
    expect(result).toMatchObject({
      ok: true,
      data: { version: 2, scores: scored[0], clearedCards: [], reopened: false },
    });
    expect(await db().roundTable.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'SUBMITTED',
      version: version + 1,
    });
    expect(await db().verification.count({ where: { roundTableId: id } })).toBe(4);
    const game = await db().game.findFirstOrThrow({ where: { roundTableId: id, number: 3 } });
    expect(game.record).toMatchObject({ concealed: true });
  });
});
