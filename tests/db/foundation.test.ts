import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { SYSTEM } from '@/lib/audit/log';
import { allowAttempt } from '@/lib/auth/throttle';
import { verifySecret } from '@/lib/auth/password';
import { seedDemoTournament } from '@/lib/demo/seed';
import { createTournament } from '@/lib/tournaments/mutations';
import { tournamentInputSchema } from '@/lib/tournaments/schema';
import { resetDatabase } from '../support/reset';

beforeEach(() => resetDatabase(db()));

const input = (slug: string) =>
  tournamentInputSchema.parse({
    name: 'Autumn Open',
    slug,
    startsOn: '2026-11-21',
    endsOn: '2026-11-22',
    roundCount: 4,
  });

describe('tournaments', () => {
  test('a new tournament gets the default ruleset, its Director and an audit event', async () => {
    const user = await db().user.create({ data: { email: 'd@x.test', name: 'D', passwordHash: 'x' } });
    const result = await createTournament(db(), SYSTEM, input('autumn-open'), user.id);
    expect(result.ok).toBe(true);
    const tournament = await db().tournament.findUniqueOrThrow({
      where: { slug: 'autumn-open' },
      include: { staff: true },
    });
    expect(tournament.ruleset).toMatchObject({ selfPickBonus: 10, discarderPenalties: [10, 20, 25] });
    expect(tournament.staff).toEqual([expect.objectContaining({ userId: user.id, role: 'DIRECTOR' })]);
    expect(await db().auditEvent.count({ where: { tournamentId: tournament.id, action: 'tournament.create' } })).toBe(
      1,
    );
  });

  test('a second tournament with the same slug is refused', async () => {
    await createTournament(db(), SYSTEM, input('same'), null);
    await expect(createTournament(db(), SYSTEM, input('same'), null)).resolves.toEqual({
      ok: false,
      reason: 'TAKEN',
      message: 'Another tournament uses that address.',
      fieldErrors: { slug: ['Already taken: choose another'] },
    });
  });
});

describe('audit log', () => {
  test('refuses to change or delete an event', async () => {
    await createTournament(db(), SYSTEM, input('audited'), null);
    await expect(db().auditEvent.updateMany({ data: { action: 'forged' } })).rejects.toThrow(/append-only/);
    await expect(db().auditEvent.deleteMany({})).rejects.toThrow(/append-only/);
    expect(await db().auditEvent.count({ where: { action: 'tournament.create' } })).toBe(1);
  });
});

describe('throttle', () => {
  test('allows `limit` attempts per window, counted in the database', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await allowAttempt(db(), 'signin:a@b.test', 3, 60));
    expect(results).toEqual([true, true, true, false]);
    expect(await allowAttempt(db(), 'signin:other@b.test', 3, 60)).toBe(true);
  });
});

describe('demo seed', () => {
  test('the same seed gives the same players and PINs, stored hashed', async () => {
    const options = { players: 10, seed: 's1', slug: 'demo-a', name: 'Demo A', date: '2026-11-22', rounds: 0 };
    const first = await seedDemoTournament(db(), options);
    const second = await seedDemoTournament(db(), { ...options, slug: 'demo-b' });
    expect(second).toEqual(first);
    expect(new Set(first.map((p) => p.name)).size).toBe(10);
    const stored = await db().player.findFirstOrThrow({ where: { number: 1 }, omit: { pinHash: false } });
    expect(stored.pinHash).not.toBe(first[0]?.pin);
    await expect(verifySecret(first[0]?.pin ?? '', stored.pinHash)).resolves.toBe(true);
    expect(await db().user.count()).toBe(2);
  });
});
