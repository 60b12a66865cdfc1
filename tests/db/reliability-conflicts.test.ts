import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { verifyAuditLog } from '@/lib/audit/verify';
import { recordGame, storedGame, type RecordGameResult } from '@/lib/sheets/mutations/record-game';
import { validateGame, type GameRecordInput, type Seat } from '@/lib/rules';
import { resetDatabase } from '../support/reset';
import { fourGames, roundOne, seatsOf, staff, versionOf } from '../support/sheets';

beforeEach(() => resetDatabase(db()));

const WRITERS = 10;
const SAVES = 200;
/** The games of the one sheet the writers fight over. */
const GAMES = [1, 2, 3];

type Save = { writer: number; number: number; record: GameRecordInput; result: RecordGameResult };

/**
 * Save `k` of game `number`: that game's legal record from `fourGames`, with a hand value (or, for the wall game,
 * a winner on a discard) that changes from save to save, so that the stored record tells which save it was.
 */
function variant(seats: Seat[], number: number, k: number): GameRecordInput {
  const base = fourGames(seats)[number - 1]!;
  const handValue = 25 + 5 * (k % 12);
  if (base.outcome === 'mahjong') return { ...base, handValue };
  const [s0, s1] = seats as [Seat, Seat];
  return { ...base, outcome: 'mahjong', winner: s0, handValue, discarder: s1, winnerExposures: k % 3 };
}

describe('concurrent writers on one sheet', () => {
  test(`${WRITERS} writers, ${SAVES} saves: each taken or refused as a conflict, the last taken is stored, all audited`, async () => {
    const t = await roundOne(8);
    const sheet = t.tableId(1);
    const seats = [...(await seatsOf(sheet)).keys()];
    const writers = await Promise.all(Array.from({ length: WRITERS }, (_, w) => staff(`Writer ${w + 1}`)));
    const sheetVersionBefore = await versionOf(sheet);
    const auditBefore = await db().auditEvent.count();

    const saves: Save[] = [];
    const unexpected: unknown[] = [];
    const perWriter = SAVES / WRITERS;
    await Promise.all(
      writers.map(async (actor, w) => {
        for (let i = 0; i < perWriter; i++) {
          const number = GAMES[(w + i) % GAMES.length]!;
          const record = variant(seats, number, w * perWriter + i);
          try {
            const current = await storedGame(db(), sheet, number);
            const result = await recordGame(db(), actor, {
              roundTableId: sheet,
              number,
              record,
              expectedVersion: current?.version ?? null,
            });
            saves.push({ writer: w, number, record, result });
          } catch (error) {
            unexpected.push(error);
          }
        }
      }),
    );

    // Never a throw; every save either taken or refused as a conflict with a message and the stored version.
    expect(unexpected).toEqual([]);
    expect(saves).toHaveLength(SAVES);
    for (const { result } of saves) {
      if (result.ok) continue;
      expect(result.reason).toBe('CONFLICT');
      if (result.reason !== 'CONFLICT') continue;
      expect(result.message).toMatch(/\S/);
    }
    const taken = saves.filter((s) => s.result.ok);
    const conflicts = saves.length - taken.length;
    expect(taken.length).toBeGreaterThanOrEqual(GAMES.length);

    const events = await db().auditEvent.findMany({
      where: { tournamentId: t.tournamentId, action: { in: ['game.record', 'game.change'] } },
      orderBy: { id: 'asc' },
    });
    for (const number of GAMES) {
      const mine = taken.filter((s) => s.number === number);
      const versions = mine.map((s) => (s.result.ok ? s.result.data.version : -1)).sort((a, b) => a - b);
      const stored = await storedGame(db(), sheet, number);
      expect(stored).not.toBeNull();
      // No save lost, none taken twice: the versions taken are exactly 1..stored version.
      expect(versions).toEqual(Array.from({ length: stored!.version }, (_, i) => i + 1));
      const last = mine.find((s) => s.result.ok && s.result.data.version === stored!.version)!;
      const expected = validateGame(last.record);
      if (!expected.ok) throw new Error('a fixture record is not valid');
      expect(stored!.record).toEqual(JSON.parse(JSON.stringify(expected.game)));
      if (last.result.ok) expect(stored!.scores).toEqual(last.result.data.scores);
      // One audit event per save taken: created once, changed for every later version.
      const gameEvents = events.filter((e) => e.entityId === stored!.id);
      expect(gameEvents.map((e) => e.action)).toEqual(versions.map((v) => (v === 1 ? 'game.record' : 'game.change')));
      expect((gameEvents.at(-1)!.after as { record: unknown }).record).toEqual(stored!.record);
    }

    // The sheet's version moved once per save taken, and only the saves taken wrote audit events.
    expect((await versionOf(sheet)) - sheetVersionBefore).toBe(taken.length);
    expect(events).toHaveLength(taken.length);
    expect(await db().auditEvent.count()).toBe(auditBefore + taken.length);
    expect(await db().game.count()).toBe(GAMES.length);
    expect(await db().gameScore.count()).toBe(GAMES.length * seats.length);
    const verified = await verifyAuditLog(db());
    expect(verified).toMatchObject({ ok: true });
    console.info(`[reliability] ${taken.length} saves taken, ${conflicts} refused as conflicts`);
  }, 120_000);
});
