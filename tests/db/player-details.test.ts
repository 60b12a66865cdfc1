import { beforeEach, expect, test, vi } from 'vitest';
import { GET } from '@/app/api/tournaments/[slug]/players.csv/route';
import { currentStaff, type Staff } from '@/lib/auth/session';
import { db } from '@/lib/db/client';
import { addPlayer } from '@/lib/players/mutations/add';
import { importPlayers } from '@/lib/players/mutations/import';
import { playerCard } from '@/lib/players/public-queries';
import { createRandom } from '@/lib/random';
import { tournamentWithPlayers } from '../support/fixtures';
import { resetDatabase } from '../support/reset';

vi.mock('@/lib/auth/session', () => ({ currentStaff: vi.fn() }));

beforeEach(() => resetDatabase(db()));

const director = { userId: null, label: 'Test Director' };

async function person(email: string): Promise<Staff> {
  const user = await db().user.create({ data: { email, name: email, passwordHash: 'x' } });
  return { id: user.id, name: user.name, email, isAdmin: false };
}

test('a player added or imported keeps city and state; the roster CSV gives them back, to the Director only', async () => {
  const t = await tournamentWithPlayers(0);
  const added = await addPlayer(
    db(),
    director,
    t.id,
    { name: 'Rose Kaplan', club: 'Boca Club', city: 'Boca Raton', region: 'FL' },
    createRandom('details'),
  );
  expect(added).toMatchObject({ ok: true });
  const csv = 'number,name,club,email,city,state\n7,Lily Chen,,lily@example.com,Toronto,ON\n8,Ann Adler';
  expect(await importPlayers(db(), director, t.id, csv, createRandom('details'))).toMatchObject({ ok: true });
  const card = await playerCard(db(), t.slug, 1);
  expect(card?.player).toMatchObject({ club: 'Boca Club', city: 'Boca Raton', region: 'FL' });

  const [boss, keeper] = [await person('boss@details.test'), await person('keeper@details.test')];
  await db().staffAssignment.createMany({
    data: [
      { userId: boss.id, tournamentId: t.id, role: 'DIRECTOR' },
      { userId: keeper.id, tournamentId: t.id, role: 'SCOREKEEPER' },
    ],
  });
  const download = async (who: Staff | null) => {
    vi.mocked(currentStaff).mockResolvedValue(who);
    return GET(new Request('http://localhost/'), { params: Promise.resolve({ slug: t.slug }) });
  };
  expect((await download(null)).status).toBe(401);
  expect((await download(keeper)).status).toBe(403);
  const response = await download(boss);
  expect(response.status).toBe(200);
  expect((await response.text()).split('\r\n')).toEqual([
    'number,name,club,email,city,state',
    '1,Rose Kaplan,Boca Club,,Boca Raton,FL',
    '7,Lily Chen,,lily@example.com,Toronto,ON',
    '8,Ann Adler,,,,',
    '',
  ]);
});
