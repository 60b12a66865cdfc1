import { beforeEach, describe, expect, test } from 'vitest';
import { SYSTEM } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import { draftRound, problemText, swapInDraft } from '@/lib/rounds/mutations/draft';
import { advanceRound, grantExtraMinutes, tableTimeUp } from '@/lib/rounds/mutations/lifecycle';
import { closeOutIncompleteSheets } from '@/lib/sheets/mutations/hand-in';
import { changeMarker } from '@/lib/standings/live';
import { roundReview } from '@/lib/rounds/review';
import { seatingHistory } from '@/lib/rounds/mutations/store';
import { threeTableCounts } from '@/lib/seating/three-seats';
import { tournamentWithPlayers } from '../support/fixtures';
import { resetDatabase } from '../support/reset';

beforeEach(() => resetDatabase(db()));

const round = (tournamentId: string, number: number) =>
  db().round.findUniqueOrThrow({
    where: { tournamentId_number: { tournamentId, number } },
    include: { seats: true, tables: true },
  });

async function publish(tournamentId: string, number: number, now = new Date('2026-11-22T10:00:00Z')) {
  const r = await round(tournamentId, number);
  const result = await advanceRound(db(), SYSTEM, r.id, r.version, 'publish', now);
  expect(result.ok).toBe(true);
}

describe('drafting', () => {
  test('round 1 at random: the same seed gives the same seating, every player seated once', async () => {
    const t = await tournamentWithPlayers(30);
    await draftRound(db(), SYSTEM, t.id, 1, { kind: 'random', seed: 'abc' });
    const first = (await round(t.id, 1)).seats.map((s) => `${s.table}${s.letter}${s.playerId}`).sort();
    await draftRound(db(), SYSTEM, t.id, 1, { kind: 'random', seed: 'abc' });
    const again = await round(t.id, 1);
    expect(again.seats.map((s) => `${s.table}${s.letter}${s.playerId}`).sort()).toEqual(first);
    expect(new Set(again.seats.map((s) => s.playerId)).size).toBe(30);
    expect(again.tables).toHaveLength(8);
    expect(again.seatingMethod).toBe('random');
    expect(again.seed).toBe('abc');
  });

  test('round 2 by the standard rotation moves A up 1 table and D down 2, wrapping', async () => {
    const t = await tournamentWithPlayers(16);
    await draftRound(db(), SYSTEM, t.id, 1, { kind: 'random', seed: 's' });
    await publish(t.id, 1);
    const result = await draftRound(db(), SYSTEM, t.id, 2, { kind: 'rotation' });
    expect(result.ok).toBe(true);
    const [one, two] = [await round(t.id, 1), await round(t.id, 2)];
    const at = (r: typeof one, table: number, letter: string) =>
      r.seats.find((s) => s.table === table && s.letter === letter)?.playerId;
    expect(at(two, 2, 'A')).toBe(at(one, 1, 'A'));
    expect(at(two, 1, 'A')).toBe(at(one, 4, 'A'));
    expect(at(two, 3, 'D')).toBe(at(one, 1, 'D'));
    expect(two.seatingMethod).toBe('rotation');
  });

  test('a substitute takes the seat of the player they replace; rotation needs the previous round published', async () => {
    const t = await tournamentWithPlayers(16);
    await draftRound(db(), SYSTEM, t.id, 1, { kind: 'random', seed: 's' });
    expect(await draftRound(db(), SYSTEM, t.id, 2, { kind: 'rotation' })).toMatchObject({
      ok: false,
      reason: 'CONFLICT',
    });
    await publish(t.id, 1);
    const sub = await db().player.create({ data: { tournamentId: t.id, number: 99, name: 'Sub', pinHash: 'x' } });
    await db().player.update({ where: { id: t.idOf(5) }, data: { status: 'WITHDRAWN', substituteId: sub.id } });
    await draftRound(db(), SYSTEM, t.id, 2, { kind: 'rotation' });
    const seats = (await round(t.id, 2)).seats;
    expect(seats.map((s) => s.playerId)).toContain(sub.id);
    expect(seats.map((s) => s.playerId)).not.toContain(t.idOf(5));
    expect(seats).toHaveLength(16);
  });

  test('an upload names problems by line, and a good one is used as given', async () => {
    const t = await tournamentWithPlayers(4);
    const bad = await draftRound(db(), SYSTEM, t.id, 1, {
      kind: 'upload',
      rows: [{ table: 1, seat: 'A', playerNumber: 1 }],
    });
    expect(bad).toMatchObject({ ok: false, reason: 'INVALID_INPUT' });
    // Players 2 to 4 have no seat: each a problem, all in the message.
    expect(!bad.ok && bad.details?.problems.map((p) => p.code)).toEqual(Array(3).fill('MISSING_PLAYER'));
    expect(!bad.ok && bad.message).toBe(!bad.ok && problemText(bad.details!.problems));
    const rows = [1, 2, 3, 4].map((n, i) => ({ table: 1, seat: 'ABCD'[i] as string, playerNumber: n }));
    expect(await draftRound(db(), SYSTEM, t.id, 1, { kind: 'upload', rows })).toMatchObject({ ok: true });
    expect((await round(t.id, 1)).seats.find((s) => s.letter === 'C')?.playerId).toBe(t.idOf(3));
  });

  test('rounds are seated in order, and a published round cannot be re-drafted', async () => {
    const t = await tournamentWithPlayers(8);
    expect(await draftRound(db(), SYSTEM, t.id, 2, { kind: 'random', seed: 'x' })).toMatchObject({
      ok: false,
      reason: 'CONFLICT',
    });
    await draftRound(db(), SYSTEM, t.id, 1, { kind: 'random', seed: 'x' });
    await publish(t.id, 1);
    expect(await draftRound(db(), SYSTEM, t.id, 1, { kind: 'random', seed: 'y' })).toMatchObject({
      ok: false,
      reason: 'LOCKED',
    });
  });

  test('the repeat count is stored, and a swap in the draft updates it and checks the version', async () => {
    const t = await tournamentWithPlayers(16);
    await draftRound(db(), SYSTEM, t.id, 1, { kind: 'random', seed: 's' });
    await publish(t.id, 1);
    // Seeding round 2 from the same seed puts the same players together again.
    await draftRound(db(), SYSTEM, t.id, 2, { kind: 'random', seed: 's' });
    const draft = await round(t.id, 2);
    expect(draft.repeatPairs).toBe(24);
    const [a, b] = [draft.seats.find((s) => s.table === 1)?.playerId, draft.seats.find((s) => s.table === 2)?.playerId];
    expect(await swapInDraft(db(), SYSTEM, draft.id, draft.version + 1, a as string, b as string)).toMatchObject({
      ok: false,
      reason: 'CONFLICT',
    });
    const swapped = await swapInDraft(db(), SYSTEM, draft.id, draft.version, a as string, b as string);
    expect(swapped).toMatchObject({ ok: true, data: { roundId: draft.id } });
    const { repeatPairs } = await round(t.id, 2);
    expect(repeatPairs).toBeLessThan(24);
    expect(swapped).toMatchObject({
      data: { repeatPairs },
      message: `Swapped. ${repeatPairs} pairs would meet again.`,
    });
  });
});

describe('lifecycle', () => {
  test('publish, start, time up (every unfinished game recorded as incomplete, tables with time left named), close needs accepted sheets', async () => {
    const t = await tournamentWithPlayers(7);
    await draftRound(db(), SYSTEM, t.id, 1, { kind: 'random', seed: 's' });
    const step = async (name: 'publish' | 'start' | 'timeUp' | 'close', at: string) => {
      const r = await round(t.id, 1);
      return advanceRound(db(), SYSTEM, r.id, r.version, name, new Date(at));
    };
    expect(await step('start', '2026-11-22T10:00:00Z')).toMatchObject({ ok: false, reason: 'LOCKED' });
    await step('publish', '2026-11-22T09:50:00Z');
    await step('start', '2026-11-22T10:00:00Z');
    const tables = (await round(t.id, 1)).tables.sort((x, y) => x.table - y.table);
    await grantExtraMinutes(db(), SYSTEM, tables[1]?.id as string, 10);
    const timeUp = await step('timeUp', '2026-11-22T11:02:00Z');
    expect(timeUp).toMatchObject({
      ok: true,
      data: { status: 'TIME_UP', recordedGames: 8, hadTime: [2] },
      message: 'Time is up. 8 unfinished games recorded as incomplete (T13.4). Table 2 still had time on the clock.',
    });
    const games = await db().game.findMany({ where: { roundTableId: tables[0]?.id }, include: { scores: true } });
    expect(games.map((g) => (g.record as { outcome: string }).outcome)).toEqual([
      'incomplete',
      'incomplete',
      'incomplete',
      'incomplete',
    ]);
    expect(games.flatMap((g) => g.scores.map((s) => s.points))).toEqual(Array(16).fill(0));
    expect(await step('close', '2026-11-22T11:30:00Z')).toMatchObject({ ok: false, reason: 'CONFLICT' });
    await db().roundTable.updateMany({ where: { roundId: tables[0]?.roundId }, data: { status: 'ACCEPTED' } });
    expect(await step('close', '2026-11-22T11:30:00Z')).toMatchObject({
      ok: true,
      data: { status: 'CLOSED' },
      message: 'Round closed.',
    });
    expect(await db().auditEvent.count({ where: { tournamentId: t.id, action: { startsWith: 'round.' } } })).toBe(5);
  });
});

describe('the live marker', () => {
  test('moves with every step of a round, so that kept clock and seating answers follow it', async () => {
    const t = await tournamentWithPlayers(8);
    await draftRound(db(), SYSTEM, t.id, 1, { kind: 'random', seed: 'm' });
    const seen = [await changeMarker(db(), t.id)];
    for (const name of ['publish', 'start', 'timeUp'] as const) {
      const r = await round(t.id, 1);
      await advanceRound(db(), SYSTEM, r.id, r.version, name, new Date('2026-11-22T10:00:00Z'));
      seen.push(await changeMarker(db(), t.id));
    }
    expect(new Set(seen).size).toBe(4);
  });
});

describe('time called early', () => {
  async function started(players: number) {
    const t = await tournamentWithPlayers(players);
    await draftRound(db(), SYSTEM, t.id, 1, { kind: 'random', seed: 'early' });
    for (const name of ['publish', 'start'] as const) {
      const r = await round(t.id, 1);
      await advanceRound(db(), SYSTEM, r.id, r.version, name, new Date('2026-11-22T10:00:00Z'));
    }
    return { t, tables: (await round(t.id, 1)).tables.sort((x, y) => x.table - y.table) };
  }

  test('is time up now: every game not entered is recorded at once, whatever the clock says, and the tables with time named', async () => {
    const { t, tables } = await started(8);
    const r = await round(t.id, 1);
    const early = await advanceRound(db(), SYSTEM, r.id, r.version, 'timeUp', new Date('2026-11-22T10:20:00Z'));
    expect(early).toMatchObject({
      ok: true,
      data: { status: 'TIME_UP', recordedGames: 8, hadTime: [1, 2] },
      message:
        'Time is up. 8 unfinished games recorded as incomplete (T13.4). Tables 1, 2 still had time on the clock.',
    });
    expect(await db().game.count({ where: { roundTableId: { in: tables.map((x) => x.id) } } })).toBe(8);
  });

  test('at one table, before the round’s time: its games recorded, the others play on', async () => {
    const { tables } = await started(8);
    expect(await tableTimeUp(db(), SYSTEM, tables[0]!.id)).toMatchObject({
      ok: true,
      data: { status: 'STARTED', recordedGames: 4 },
      message: 'Time is up at this table. 4 unfinished games recorded as incomplete (T13.4).',
    });
    expect(await db().game.count({ where: { roundTableId: tables[1]!.id } })).toBe(0);
  });

  test('a table whose time was called, or whose games are all entered, is not still playing with time', async () => {
    const { t, tables } = await started(12);
    await tableTimeUp(db(), SYSTEM, tables[0]!.id);
    const r = await round(t.id, 1);
    const early = await advanceRound(db(), SYSTEM, r.id, r.version, 'timeUp', new Date('2026-11-22T10:20:00Z'));
    expect(early).toMatchObject({ ok: true, data: { recordedGames: 8, hadTime: [2, 3] } });
  });

  test('sheets of nothing but incomplete games with no points are accepted in one step, audited, and the round can close', async () => {
    const { t, tables } = await started(12);
    const director = await db().user.create({ data: { email: 'dir@rounds.test', name: 'Dir', passwordHash: 'x' } });
    const actor = { userId: director.id, label: 'Dir' };
    // Table 3 played a game with a dead hand before time: its cards carry points to verify, so it is left open.
    await tableTimeUp(db(), SYSTEM, tables[2]!.id);
    await db().gameScore.updateMany({
      where: { game: { roundTableId: tables[2]!.id, number: 1 } },
      data: { points: -10 },
    });
    const r = await round(t.id, 1);
    await advanceRound(db(), SYSTEM, r.id, r.version, 'timeUp', new Date('2026-11-22T10:30:00Z'));
    expect(await closeOutIncompleteSheets(db(), actor, r.id, new Date('2026-11-22T10:31:00Z'))).toEqual([1, 2]);
    const sheets = await db().roundTable.findMany({ where: { roundId: r.id }, orderBy: { table: 'asc' } });
    expect(sheets.map((s) => [s.status, s.acceptedById])).toEqual([
      ['ACCEPTED', director.id],
      ['ACCEPTED', director.id],
      ['OPEN', null],
    ]);
    expect(await db().auditEvent.count({ where: { tournamentId: t.id, action: 'sheet.closeOut' } })).toBe(2);
    expect(await closeOutIncompleteSheets(db(), actor, r.id, new Date())).toEqual([]);
  });

  test('only once time is up', async () => {
    const { t } = await started(8);
    const r = await round(t.id, 1);
    expect(await closeOutIncompleteSheets(db(), SYSTEM, r.id, new Date())).toEqual([]);
  });
});

describe('a planned seating', () => {
  test('is refused when the players changed while the generator searched', async () => {
    const t = await tournamentWithPlayers(8);
    await draftRound(db(), SYSTEM, t.id, 1, { kind: 'random', seed: 'p' });
    const planned = (await round(t.id, 1)).seats.map((s) => ({
      table: s.table,
      seat: s.letter,
      playerId: s.playerId as string | null,
    }));
    await db().player.update({ where: { id: t.idOf(8) }, data: { status: 'WITHDRAWN' } });
    const result = await draftRound(db(), SYSTEM, t.id, 1, { kind: 'planned', seating: planned, seed: 'p' });
    expect(result).toMatchObject({ ok: false, reason: 'CONFLICT', message: expect.stringContaining('generate') });
  });
});

describe('publishing', () => {
  test('is refused while a withdrawn player is still seated in the draft', async () => {
    const t = await tournamentWithPlayers(8);
    await draftRound(db(), SYSTEM, t.id, 1, { kind: 'random', seed: 'w' });
    await db().player.update({ where: { id: t.idOf(3) }, data: { status: 'WITHDRAWN' } });
    const r = await round(t.id, 1);
    const refused = await advanceRound(db(), SYSTEM, r.id, r.version, 'publish', new Date());
    expect(refused).toMatchObject({ ok: false, reason: 'CONFLICT', message: expect.stringContaining('#3 Player 3') });
    await draftRound(db(), SYSTEM, t.id, 1, { kind: 'random', seed: 'w' });
    const redrawn = await round(t.id, 1);
    expect(await advanceRound(db(), SYSTEM, redrawn.id, redrawn.version, 'publish', new Date())).toMatchObject({
      ok: true,
    });
  });
});

describe('3-player tables spread fairly', () => {
  test('30 players by the standard rotation: nobody at a 3-player table twice while another has not', async () => {
    const t = await tournamentWithPlayers(30);
    await draftRound(db(), SYSTEM, t.id, 1, { kind: 'random', seed: 'threes' });
    await publish(t.id, 1);
    for (let number = 2; number <= 4; number++) {
      expect(await draftRound(db(), SYSTEM, t.id, number, { kind: 'rotation' })).toMatchObject({ ok: true });
      const review = await roundReview(db(), t.slug, number, new Date());
      expect(review?.threeAgain).toEqual([]);
      await publish(t.id, number);
    }
    const history = await db().$transaction((tx) => seatingHistory(tx, t.id, 5));
    const counts = [...threeTableCounts(history).values()];
    expect(counts).toHaveLength(24);
    expect(counts.every((count) => count === 1)).toBe(true);
  });
});
