import { beforeEach, describe, expect, test } from 'vitest';
import { SYSTEM } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import { tournamentHallOrigin } from '@/lib/tournaments/hall';
import { createTournament } from '@/lib/tournaments/mutations';
import { tournamentSettings } from '@/lib/tournaments/queries';
import { tournamentInputSchema } from '@/lib/tournaments/schema';
import { resetDatabase } from '../support/reset';

beforeEach(() => resetDatabase(db()));

const onTheLaptop = new Headers({ host: '127.0.0.1:3005' });

async function tournament(publicAddress?: string) {
  const input = tournamentInputSchema.parse({
    name: 'Hall Open',
    slug: 'hall-open',
    startsOn: '2026-11-21',
    endsOn: '2026-11-22',
    roundCount: 3,
    publicAddress,
  });
  const created = await createTournament(db(), SYSTEM, input, null);
  if (!created.ok) throw new Error('not created');
}

describe('the hall address', () => {
  test('set for the tournament: QR codes and printed links use it, even from the laptop itself', async () => {
    await tournament('192.168.1.20:3000');
    expect((await tournamentSettings(db(), 'hall-open')).publicAddress).toBe('http://192.168.1.20:3000');
    await expect(tournamentHallOrigin(db(), 'hall-open', onTheLaptop)).resolves.toBe('http://192.168.1.20:3000');
  });

  test('not set: the app’s default, else the request’s own address', async () => {
    await tournament();
    expect((await tournamentSettings(db(), 'hall-open')).publicAddress).toBe('');
    const origin = await tournamentHallOrigin(db(), 'hall-open', new Headers({ host: 'mj.example.org' }));
    expect(origin).toBe(process.env.NEXTAUTH_URL ? new URL(process.env.NEXTAUTH_URL).origin : 'http://mj.example.org');
  });

  test('stored empty (as a settings save may leave it) is not set: NEXTAUTH_URL still comes first', async () => {
    await tournament();
    await db().tournament.update({ where: { slug: 'hall-open' }, data: { publicAddress: '' } });
    const previous = process.env.NEXTAUTH_URL;
    process.env.NEXTAUTH_URL = 'https://mj.example.org';
    try {
      await expect(tournamentHallOrigin(db(), 'hall-open', onTheLaptop)).resolves.toBe('https://mj.example.org');
    } finally {
      if (previous === undefined) delete process.env.NEXTAUTH_URL;
      else process.env.NEXTAUTH_URL = previous;
    }
  });

  test('an address that is not one is refused beside the field', () => {
    const parsed = tournamentInputSchema.safeParse({
      name: 'Hall Open',
      slug: 'hall-open',
      startsOn: '2026-11-21',
      endsOn: '2026-11-22',
      roundCount: 3,
      publicAddress: 'ftp://hall',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['publicAddress'] });
  });
});
