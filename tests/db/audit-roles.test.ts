import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { clientFor, db, type Db } from '@/lib/db/client';
import { verifyAuditLog } from '@/lib/audit/verify';
import { ensureLoginRole, grantAppRole } from '@/server/database-roles';
import { adminQuery } from '@/server/database-check';
import { tournamentWithPlayers } from '../support/fixtures';
import { resetDatabase } from '../support/reset';

// A role of this run's own (roles belong to the whole server, which other test runs may share).
const ROLE = `mahjong_app_test_${process.pid}`;
const PASSWORD = 'test-only-app-role';
let app: Db;
let appUrl: string;

beforeAll(async () => {
  const owner = process.env.DATABASE_URL!;
  await ensureLoginRole(owner, ROLE, PASSWORD);
  await grantAppRole(owner, ROLE);
  const url = new URL(owner);
  url.username = ROLE;
  url.password = PASSWORD;
  appUrl = url.toString();
  app = clientFor(appUrl, 2);
});

afterAll(async () => {
  await app.$disconnect();
  const owner = process.env.DATABASE_URL!;
  await adminQuery(owner, `DROP OWNED BY "${ROLE}"`);
  await adminQuery(owner, `DROP ROLE IF EXISTS "${ROLE}"`);
});

beforeEach(() => resetDatabase(db()));

async function asApp(sql: string): Promise<void> {
  const client = new pg.Client(appUrl);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('the app’s role cannot rewrite the audit log', () => {
  test.each([
    ['UPDATE an event', `UPDATE "AuditEvent" SET "reason" = 'forged'`],
    ['DELETE events', 'DELETE FROM "AuditEvent"'],
    ['TRUNCATE the events', 'TRUNCATE "AuditEvent"'],
    ['move a chain’s head', `UPDATE "AuditChain" SET "length" = 0`],
    ['delete a chain’s head', 'DELETE FROM "AuditChain"'],
    ['make a chain’s head', `INSERT INTO "AuditChain" VALUES ('forged', repeat('0', 64), 0)`],
    ['drop the append-only trigger', 'DROP TRIGGER "AuditEvent_append_only" ON "AuditEvent"'],
    ['turn the trigger off', 'ALTER TABLE "AuditEvent" DISABLE TRIGGER "AuditEvent_append_only"'],
  ])('%s: refused by the database', async (_, sql) => {
    await tournamentWithPlayers(2);
    const before = await verifyAuditLog(db());
    await expect(asApp(sql)).rejects.toThrow(/permission denied|must be owner/);
    expect(await verifyAuditLog(db())).toEqual(before);
  });

  test('an event the app adds as that role is linked into its chain at commit, by the owner’s function', async () => {
    const { id } = await tournamentWithPlayers(2);
    const head = async () => (await db().auditChain.findUniqueOrThrow({ where: { chain: id } })).length;
    const length = await head();
    await app.$executeRaw`INSERT INTO "AuditPending" ("chain", "tournamentId", "actorLabel", "action", "entity", "entityId", "at", "body")
      VALUES (${id}, ${id}, 'App', 'test.append', 'Tournament', ${id}, now(), '{}')`;
    expect(await head()).toBe(length + 1);
    expect(await app.auditPending.count()).toBe(0);
  });
});

describe('whoever asks', () => {
  test('TRUNCATE of the audit tables is refused, the owner’s too', async () => {
    await tournamentWithPlayers(2);
    await expect(db().$executeRawUnsafe('TRUNCATE "AuditEvent" CASCADE')).rejects.toThrow(/append-only/);
    await expect(db().$executeRawUnsafe('TRUNCATE "AuditChain"')).rejects.toThrow(/append-only/);
  });

  test('a chain’s head only moves forward and is never deleted', async () => {
    const { id } = await tournamentWithPlayers(2);
    await expect(db().$executeRaw`UPDATE "AuditChain" SET "length" = 0 WHERE "chain" = ${id}`).rejects.toThrow(
      /only moves forward/,
    );
    await expect(db().$executeRaw`DELETE FROM "AuditChain" WHERE "chain" = ${id}`).rejects.toThrow(/cannot be deleted/);
  });
});
