import { beforeEach, describe, expect, test, vi } from 'vitest';
import { GET } from '@/app/api/tournaments/[slug]/backup/route';
import { currentStaff, type Staff } from '@/lib/auth/session';
import { importTournamentAction } from '@/lib/backup/actions';
import { checkBackup } from '@/lib/backup/check';
import { db } from '@/lib/db/client';
import { resetDatabase } from '../support/reset';
import { accepted, roundOne, staff } from '../support/sheets';

// Who is signed in is the test's to say; outside a request, Next.js has no cache to revalidate.
vi.mock('@/lib/auth/session', () => ({ currentStaff: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const signedIn = (who: Staff | null) => vi.mocked(currentStaff).mockResolvedValue(who);

async function user(email: string, isAdmin = false): Promise<Staff> {
  const row = await db().user.create({ data: { email, name: email.split('@')[0]!, passwordHash: 'x', isAdmin } });
  return { id: row.id, name: row.name, email, isAdmin };
}

const download = (slug: string) =>
  GET(new Request(`http://localhost/api/tournaments/${slug}/backup`), { params: Promise.resolve({ slug }) });

/** A tournament with one accepted sheet, its Director and a scorekeeper. */
async function tournament() {
  const keeper = await staff('Sam Keeper');
  const t = await roundOne(8);
  await accepted(keeper, t.tableId(1));
  const director = await user('dana@backup.test');
  await db().staffAssignment.create({ data: { userId: director.id, tournamentId: t.tournamentId, role: 'DIRECTOR' } });
  await db().staffAssignment.create({
    data: { userId: keeper.userId, tournamentId: t.tournamentId, role: 'SCOREKEEPER' },
  });
  const scorekeeper = { id: keeper.userId, name: keeper.label, email: 'sam.keeper@sheets.test', isAdmin: false };
  return { ...t, director, scorekeeper };
}

const upload = (text: string, slug = '') => {
  const form = new FormData();
  form.set('file', new File([text], 'backup.json', { type: 'application/json' }));
  form.set('slug', slug);
  return form;
};

beforeEach(() => resetDatabase(db()));

describe('GET /api/tournaments/{slug}/backup', () => {
  test('signed out 401, unknown 404, a scorekeeper 403, each with a JSON message', async () => {
    const t = await tournament();
    signedIn(null);
    expect((await download(t.slug)).status).toBe(401);
    signedIn(t.director);
    const unknown = await download('no-such-open');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'There is no tournament "no-such-open".' });
    signedIn(t.scorekeeper);
    const keeper = await download(t.slug);
    expect(keeper.status).toBe(403);
    expect(await keeper.json()).toMatchObject({ message: expect.stringMatching(/Director/) });
  });

  test('the Director downloads the whole tournament as an attachment that checks out', async () => {
    const t = await tournament();
    signedIn(t.director);
    const response = await download(t.slug);
    expect(response.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${t.slug}-backup-${today}.json"`);
    const checked = checkBackup(await response.text());
    expect(checked).toMatchObject({ ok: true, backup: { tournament: { slug: t.slug } } });
    expect(checked.ok && checked.backup.staff).toEqual([
      { email: 'dana@backup.test', role: 'DIRECTOR' },
      { email: 'sam.keeper@sheets.test', role: 'SCOREKEEPER' },
    ]);
  });
});

describe('importTournamentAction', () => {
  test('only an administrator may import; a damaged or empty file is refused beside the field', async () => {
    signedIn(await user('staff@backup.test'));
    expect(await importTournamentAction(upload('{}'))).toMatchObject({ ok: false, reason: 'FORBIDDEN' });
    signedIn(await user('admin@backup.test', true));
    expect(await importTournamentAction(upload('{"format": "mahjong-director-tournament", "vers'))).toMatchObject({
      ok: false,
      reason: 'INVALID_INPUT',
      fieldErrors: { file: [expect.stringMatching(/^The file is not valid JSON/)] },
    });
    expect(await importTournamentAction(upload(''))).toMatchObject({
      ok: false,
      fieldErrors: { file: ['Choose a backup file: this one is empty'] },
    });
    expect(await importTournamentAction(upload('[]', 'Bad Slug'))).toMatchObject({
      ok: false,
      fieldErrors: { slug: [expect.stringMatching(/lowercase letters/)] },
    });
  });

  test('a downloaded backup restored into an emptied installation, the administrator its Director', async () => {
    const t = await tournament();
    signedIn(t.director);
    const file = await (await download(t.slug)).text();
    await resetDatabase(db());
    const admin = await user('admin@backup.test', true);
    signedIn(admin);
    const result = await importTournamentAction(upload(file, 'moved-open'));
    expect(result).toMatchObject({ ok: true, data: { slug: 'moved-open' } });
    expect(result.message).toMatch(/^Imported \/t\/moved-open: 8 players, 1 round, 4 games\. Not on its staff here/);
    const assignments = await db().staffAssignment.findMany({ where: { tournamentId: t.tournamentId } });
    expect(assignments).toMatchObject([{ userId: admin.id, role: 'DIRECTOR' }]);
    const again = await importTournamentAction(upload(file, 'moved-again'));
    expect(again).toMatchObject({ ok: false, reason: 'CONFLICT' });
  });
});
