import { beforeEach, describe, expect, test } from 'vitest';
import { SYSTEM } from '@/lib/audit/log';
import { verifySecret } from '@/lib/auth/password';
import { db } from '@/lib/db/client';
import { addStaff, removeStaff } from '@/lib/staff/mutations';
import { staffOf } from '@/lib/staff/queries';
import { tournamentWithPlayers } from '../support/fixtures';
import { resetDatabase } from '../support/reset';

beforeEach(() => resetDatabase(db()));

describe('staff of a tournament', () => {
  test('a new person gets an account with the generated password, and the role', async () => {
    const t = await tournamentWithPlayers(0);
    const result = await addStaff(
      db(),
      SYSTEM,
      t.id,
      { email: 'sk@x.test', name: 'Sky', role: 'SCOREKEEPER' },
      'pw-123',
    );
    expect(result).toEqual({
      ok: true,
      data: { email: 'sk@x.test', role: 'SCOREKEEPER', password: 'pw-123' },
      message:
        'sk@x.test is now a scorekeeper here. New account: sign in as sk@x.test with the password pw-123 (shown only now).',
    });
    const user = await db().user.findUniqueOrThrow({ where: { email: 'sk@x.test' }, omit: { passwordHash: false } });
    await expect(verifySecret('pw-123', user.passwordHash)).resolves.toBe(true);
    expect((await staffOf(db(), t.id)).map((s) => [s.user.email, s.role])).toEqual([['sk@x.test', 'SCOREKEEPER']]);
    expect(await db().auditEvent.count({ where: { tournamentId: t.id, action: 'staff.add' } })).toBe(1);
  });

  test('an existing account keeps its password and gets the new role; a new account needs a name', async () => {
    const t = await tournamentWithPlayers(0);
    await addStaff(db(), SYSTEM, t.id, { email: 'd@x.test', name: 'Dee', role: 'SCOREKEEPER' }, 'first');
    const again = await addStaff(db(), SYSTEM, t.id, { email: 'd@x.test', name: '', role: 'DIRECTOR' }, 'second');
    expect(again).toEqual({
      ok: true,
      data: { email: 'd@x.test', role: 'DIRECTOR', password: null },
      message: 'd@x.test is now a Director here.',
    });
    expect(await addStaff(db(), SYSTEM, t.id, { email: 'new@x.test', name: '', role: 'DIRECTOR' }, 'p')).toMatchObject({
      ok: false,
      reason: 'INVALID_INPUT',
      message: 'A new account needs a name.',
      fieldErrors: { name: ['A new account needs a name.'] },
    });
  });

  test('removing keeps the account, and the only Director cannot be removed', async () => {
    const t = await tournamentWithPlayers(0);
    await addStaff(db(), SYSTEM, t.id, { email: 'd@x.test', name: 'Dee', role: 'DIRECTOR' }, 'p');
    await addStaff(db(), SYSTEM, t.id, { email: 's@x.test', name: 'Sam', role: 'SCOREKEEPER' }, 'p');
    const [director, scorekeeper] = await Promise.all(
      ['d@x.test', 's@x.test'].map((email) => db().user.findUniqueOrThrow({ where: { email } })),
    );
    expect(await removeStaff(db(), SYSTEM, t.id, director!.id)).toMatchObject({ ok: false, reason: 'CONFLICT' });
    expect(await removeStaff(db(), SYSTEM, t.id, scorekeeper!.id)).toEqual({
      ok: true,
      data: null,
      message: 'Removed.',
    });
    expect(await db().user.count()).toBe(2);
    expect(await staffOf(db(), t.id)).toHaveLength(1);
  });
});
