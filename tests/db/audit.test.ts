import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { audit, auditMany, SYSTEM, type Actor } from '@/lib/audit/log';
import { verifyAuditLog } from '@/lib/audit/verify';
import { insertPlayers } from '@/lib/players/mutations/add';
import { tournamentWithPlayers } from '../support/fixtures';
import { resetDatabase } from '../support/reset';

beforeEach(() => resetDatabase(db()));

const director: Actor = { userId: null, label: 'Test Director' };

/** Appends `count` events to `tournamentId`'s chain (or the chain of no tournament), one transaction. */
const append = (tournamentId: string | null, count: number, action = 'test.note') =>
  db().$transaction((tx) =>
    auditMany(
      tx,
      Array.from({ length: count }, (_, i) => ({
        actor: director,
        entry: { tournamentId, action, entity: 'Note', entityId: `n${i}`, after: { i, nested: { b: 2, a: 1 } } },
      })),
    ),
  );

const idsOf = async (tournamentId: string | null) =>
  (await db().auditEvent.findMany({ where: { tournamentId }, orderBy: { id: 'asc' }, select: { id: true } })).map(
    (e) => e.id,
  );

/** Runs `sql` on the audit log as the superuser the tests connect as, with the append-only trigger off meanwhile. */
/** What only someone with the database's superuser could do: triggers off for one transaction. */
async function tamper(sql: string, ...values: unknown[]): Promise<void> {
  await db().$transaction([
    db().$executeRaw`SET LOCAL session_replication_role = replica`,
    db().$executeRawUnsafe(sql, ...values),
  ]);
}

describe('the audit log is append-only', () => {
  test('UPDATE and DELETE are refused by the trigger', async () => {
    await tournamentWithPlayers(0);
    await expect(db().$executeRawUnsafe(`UPDATE "AuditEvent" SET "reason" = 'forged'`)).rejects.toThrow(
      /AuditEvent is append-only: UPDATE refused/,
    );
    await expect(db().$executeRawUnsafe('DELETE FROM "AuditEvent"')).rejects.toThrow(
      /AuditEvent is append-only: DELETE refused/,
    );
    expect(await db().auditEvent.count({ where: { reason: null } })).toBe(1);
  });

  test('the tampering helper leaves the trigger on even when its statement fails', async () => {
    await tournamentWithPlayers(0);
    await expect(tamper('UPDATE "AuditEvent" SET "nope" = 1')).rejects.toThrow();
    await expect(db().$executeRawUnsafe('DELETE FROM "AuditEvent"')).rejects.toThrow(/append-only/);
  });
});

describe('verifyAuditLog', () => {
  test('an empty log verifies', async () => {
    expect(await verifyAuditLog(db())).toEqual({ ok: true, events: 0, chains: 0 });
  });

  test('after real writes in several chains, the log verifies and counts events and chains', async () => {
    const spring = await tournamentWithPlayers(0, { slug: 'spring-open' });
    const fall = await tournamentWithPlayers(0, { slug: 'fall-open' });
    await db().$transaction((tx) =>
      insertPlayers(tx, director, spring.id, [{ number: 1, name: 'Ada' }], ['x'], 'players.add'),
    );
    await append(fall.id, 3);
    await append(null, 2);
    await db().$transaction((tx) =>
      audit(tx, SYSTEM, { tournamentId: spring.id, action: 'a', entity: 'E', entityId: '1' }),
    );
    const expected = { ok: true, events: 9, chains: 3 };
    expect(await verifyAuditLog(db())).toEqual(expected);
    // Batches of any size follow the chains across their boundaries.
    for (const batchSize of [1, 2, 3, 8, 9]) expect(await verifyAuditLog(db(), batchSize)).toEqual(expected);
    expect(await db().auditChain.findUniqueOrThrow({ where: { chain: spring.id } })).toMatchObject({ length: 3 });
  });

  test('a changed event is named as the first break', async () => {
    const { id } = await tournamentWithPlayers(0);
    await append(id, 4);
    const ids = await idsOf(id);
    await tamper(`UPDATE "AuditEvent" SET "after" = '{"i": 99}' WHERE "id" = $1`, ids[2]);
    await tamper(`UPDATE "AuditEvent" SET "reason" = 'later' WHERE "id" = $1`, ids[4]);
    expect(await verifyAuditLog(db(), 2)).toEqual({
      ok: false,
      break: { id: ids[2], chain: id, problem: expect.stringMatching(/changed/) },
    });
  });

  test('a deleted middle event is named by the next event of its chain, not the next in the log', async () => {
    const spring = await tournamentWithPlayers(0);
    const fall = await tournamentWithPlayers(0);
    for (let i = 0; i < 3; i++) {
      await append(spring.id, 1);
      await append(fall.id, 1);
    }
    const ids = await idsOf(spring.id);
    await tamper('DELETE FROM "AuditEvent" WHERE "id" = $1', ids[2]);
    expect(await verifyAuditLog(db())).toEqual({
      ok: false,
      break: { id: ids[3], chain: spring.id, problem: expect.stringMatching(/missing/) },
    });
  });

  test('deleting the last event of a chain is caught by its head', async () => {
    const { id } = await tournamentWithPlayers(0);
    await append(id, 3);
    await append(null, 1);
    const ids = await idsOf(id);
    await tamper('DELETE FROM "AuditEvent" WHERE "id" = $1', ids[3]);
    expect(await verifyAuditLog(db())).toEqual({
      ok: false,
      break: { id: ids[2], chain: id, problem: 'the event after it, at the end of its chain, is missing' },
    });
  });

  test('a chain whose events all vanished is caught by its head', async () => {
    await append(null, 2);
    await tamper('DELETE FROM "AuditEvent"');
    expect(await verifyAuditLog(db())).toEqual({
      ok: false,
      break: { id: null, chain: '-', problem: 'all 2 events of its chain are missing' },
    });
  });

  test('a chain whose head was removed is named at its last event', async () => {
    await append(null, 2);
    await tamper(`DELETE FROM "AuditChain" WHERE "chain" = '-'`);
    const ids = await idsOf(null);
    expect(await verifyAuditLog(db())).toEqual({
      ok: false,
      break: { id: ids[1], chain: '-', problem: expect.stringMatching(/no head/) },
    });
  });

  test('10 concurrent writers to one chain leave it whole and of the right length', async () => {
    const { id } = await tournamentWithPlayers(0);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        db().$transaction(async (tx) => {
          await audit(tx, director, { tournamentId: id, action: 'test.first', entity: 'Note', entityId: `w${i}` });
          await new Promise((resolve) => setTimeout(resolve, 10));
          await audit(tx, director, { tournamentId: id, action: 'test.second', entity: 'Note', entityId: `w${i}` });
        }),
      ),
    );
    expect(await verifyAuditLog(db())).toEqual({ ok: true, events: 21, chains: 1 });
    expect(await db().auditChain.findUniqueOrThrow({ where: { chain: id } })).toMatchObject({ length: 21 });
    // Each writer's two events are adjacent: a transaction's events are linked together when it commits.
    const events = await db().auditEvent.findMany({
      where: { action: { startsWith: 'test.' } },
      orderBy: { id: 'asc' },
    });
    for (let i = 0; i < 20; i += 2) expect(events[i + 1]!.entityId).toBe(events[i]!.entityId);
  });

  test('a transaction that rolls back leaves no event, its chain as it was and nothing pending', async () => {
    const { id } = await tournamentWithPlayers(0);
    await append(id, 2);
    const head = await db().auditChain.findUniqueOrThrow({ where: { chain: id } });
    const failed = db().$transaction(async (tx) => {
      await audit(tx, director, { tournamentId: id, action: 'test.lost', entity: 'Note', entityId: 'x' });
      throw new Error('rolled back');
    });
    await expect(failed).rejects.toThrow('rolled back');
    expect(await db().auditChain.findUniqueOrThrow({ where: { chain: id } })).toEqual(head);
    expect(await db().auditEvent.count({ where: { action: 'test.lost' } })).toBe(0);
    expect(await db().auditPending.count()).toBe(0);
    expect(await verifyAuditLog(db())).toMatchObject({ ok: true, events: head.length });
  });

  test('a chain’s head is not held while a transaction is open: a later writer commits first and links first', async () => {
    const { id } = await tournamentWithPlayers(0);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let appended = () => {};
    const first = new Promise<void>((resolve) => (appended = resolve));
    const slow = db().$transaction(async (tx) => {
      await audit(tx, director, { tournamentId: id, action: 'test.slow', entity: 'Note', entityId: 's' });
      appended();
      await gate;
    });
    await first;
    await append(id, 1, 'test.quick');
    release();
    await slow;
    const events = await db().auditEvent.findMany({
      where: { action: { startsWith: 'test.' } },
      orderBy: { id: 'asc' },
    });
    expect(events.map((e) => e.action)).toEqual(['test.quick', 'test.slow']);
    expect(await verifyAuditLog(db())).toMatchObject({ ok: true, chains: 1 });
    expect(await db().auditPending.count()).toBe(0);
  });
});
