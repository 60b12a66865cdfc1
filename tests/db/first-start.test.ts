import { beforeEach, describe, expect, test } from 'vitest';
import { verifySecret } from '@/lib/auth/password';
import { db } from '@/lib/db/client';
import { firstStartLines } from '@/lib/demo/first-start';
import { resetDatabase } from '../support/reset';

beforeEach(() => resetDatabase(db()));

const passwordOf = async (email: string) =>
  (await db().user.findUniqueOrThrow({ where: { email }, select: { passwordHash: true } })).passwordHash;

describe('the first start: no password anyone else knows', () => {
  test('the demo staff get generated passwords, printed once, that sign them in; the old published ones do not', async () => {
    const lines = await firstStartLines(db(), true, '2026-11-24');
    const printed = lines.join('\n');
    const director = /director@demo\.test {2}password: (\S+)/.exec(printed)?.[1];
    const scorekeeper = /scorekeeper@demo\.test {2}password: (\S+)/.exec(printed)?.[1];
    expect(director).toMatch(/^[\w-]{16}$/);
    expect(scorekeeper).toMatch(/^[\w-]{16}$/);
    expect(director).not.toBe(scorekeeper);
    expect(await verifySecret(director!, await passwordOf('director@demo.test'))).toBe(true);
    expect(await verifySecret('demo-director', await passwordOf('director@demo.test'))).toBe(false);
    expect(await verifySecret('demo-scorekeeper', await passwordOf('scorekeeper@demo.test'))).toBe(false);

    const again = (await firstStartLines(db(), true, '2026-11-24')).join('\n');
    expect(again).not.toMatch(/password: [\w-]{16}$/m);
    expect(again).not.toContain(director!);
    expect(again).toMatch(/director@demo\.test/);
    expect(await db().tournament.count()).toBe(1);
  });

  test('a new installation on a PostgreSQL server seeds nothing and says how to become its administrator', async () => {
    const lines = await firstStartLines(db(), false, '2026-11-24');
    expect(lines.join('\n')).toMatch(/npm run staff:add -- --email EMAIL --name "NAME" --admin/);
    expect(await db().user.count()).toBe(0);
    expect(await db().tournament.count()).toBe(0);
  });
});
