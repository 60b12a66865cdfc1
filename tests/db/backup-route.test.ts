import { beforeEach, describe, expect, test, vi } from 'vitest';
import { GET } from '@/app/api/tournaments/[slug]/backup/route';
import { currentStaff, type Staff } from '@/lib/auth/session';
import { POST } from '@/app/api/backups/route';
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

const importFile = (body: string | ReadableStream<Uint8Array>, slug = '', headers: Record<string, string> = {}) =>
  POST(
    new Request(`http://localhost/api/backups?slug=${encodeURIComponent(slug)}`, {
      method: 'POST',
      body,
      headers,
      duplex: 'half',
    } as RequestInit),
    undefined,
  );

/** A body that counts the chunks pulled from it (none until someone reads). */
function watched(text: string) {
  const pulled = { count: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pulled.count++;
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled };
}

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

describe('POST /api/backups', () => {
  test('refuses anyone but an administrator before it reads a byte of the body', async () => {
    for (const who of [null, await user('staff@backup.test')]) {
      signedIn(who);
      const { stream, pulled } = watched('{}');
      const response = await importFile(stream);
      expect(response.status).toBe(who ? 403 : 401);
      expect(await response.json()).toMatchObject({ ok: false, reason: who ? 'FORBIDDEN' : 'SIGNED_OUT' });
      expect(pulled.count).toBe(0);
    }
  });

  test('a body declared larger than 200 MB is refused unread (413)', async () => {
    signedIn(await user('admin@backup.test', true));
    const { stream, pulled } = watched('{}');
    const response = await importFile(stream, '', { 'content-length': String(201 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      ok: false,
      fieldErrors: { file: [expect.stringMatching(/200 MB/)] },
    });
    expect(pulled.count).toBe(0);
  });

  test('a damaged or empty file, or a bad address, is refused beside its field', async () => {
    signedIn(await user('admin@backup.test', true));
    const damaged = await importFile('{"format": "mahjong-director-tournament", "vers');
    expect(damaged.status).toBe(400);
    expect(await damaged.json()).toMatchObject({
      ok: false,
      reason: 'INVALID_INPUT',
      fieldErrors: { file: [expect.stringMatching(/^The file is not valid JSON/)] },
    });
    expect(await (await importFile('')).json()).toMatchObject({
      ok: false,
      fieldErrors: { file: ['Choose a backup file: this one is empty'] },
    });
    expect(await (await importFile('[]', 'Bad Slug')).json()).toMatchObject({
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
    const response = await importFile(file, 'moved-open');
    expect(response.status).toBe(200);
    const result = (await response.json()) as { ok: boolean; message: string };
    expect(result).toMatchObject({ ok: true, data: { slug: 'moved-open' } });
    expect(result.message).toMatch(/^Imported \/t\/moved-open: 8 players, 1 round, 4 games\. Not on its staff here/);
    const assignments = await db().staffAssignment.findMany({ where: { tournamentId: t.tournamentId } });
    expect(assignments).toMatchObject([{ userId: admin.id, role: 'DIRECTOR' }]);
    const again = await importFile(file, 'moved-again');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ ok: false, reason: 'CONFLICT' });
  });
});
