import { beforeEach, describe, expect, test, vi } from 'vitest';
import { GET as gamesCsv } from '@/app/api/tournaments/[slug]/games.csv/route';
import { GET as standingsCsv } from '@/app/api/tournaments/[slug]/standings.csv/route';
import { GET as standingsJson } from '@/app/api/tournaments/[slug]/standings/route';
import { currentStaff, type Staff } from '@/lib/auth/session';
import { db } from '@/lib/db/client';
import { playerCard } from '@/lib/players/public-queries';
import { heldBackFrom } from '@/lib/standings/held';
import { setStandingsState } from '@/lib/standings/mutations';
import { resetDatabase } from '../support/reset';
import { roundOneRuled, seatsOf, staff } from '../support/sheets';

// Who reads is the test's to say.
vi.mock('@/lib/auth/session', () => ({ currentStaff: vi.fn() }));
const reading = (who: Staff | null) => vi.mocked(currentStaff).mockResolvedValue(who);

const get = (route: typeof gamesCsv, slug: string, file: string) =>
  route(new Request(`http://localhost/api/tournaments/${slug}/${file}`), { params: Promise.resolve({ slug }) });

/** Round 1 of 8: table 1 accepted (with a ruling), table 2 open; the standings held back; the Director's Staff. */
async function heldTournament() {
  const actor = await staff('Dana Director');
  const t = await roundOneRuled(actor);
  await db().staffAssignment.create({ data: { userId: actor.userId, tournamentId: t.tournamentId, role: 'DIRECTOR' } });
  await setStandingsState(db(), actor, t.tournamentId, 'PENDING');
  const director: Staff = { id: actor.userId, name: actor.label, email: 'dana.director@sheets.test', isAdmin: false };
  return { ...t, actor, director };
}

let t: Awaited<ReturnType<typeof heldTournament>>;

beforeEach(async () => {
  await resetDatabase(db());
  t = await heldTournament();
});

describe('while the standings are held back', () => {
  test.each([
    ['games.csv', gamesCsv],
    ['standings.csv', standingsCsv],
  ])('%s answers 403 with a message to anyone but staff', async (file, route) => {
    reading(null);
    const response = await get(route, t.slug, file);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: expect.stringMatching(/^Results pending/) });
  });

  test.each([
    ['games.csv', gamesCsv],
    ['standings.csv', standingsCsv],
  ])('the tournament’s staff still download %s', async (file, route) => {
    reading(t.director);
    const response = await get(route, t.slug, file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
  });

  test('the standings JSON has no rows', async () => {
    reading(null);
    const body = (await (await get(standingsJson, t.slug, 'standings')).json()) as { rows: unknown[] };
    expect(body).toMatchObject({ released: false, rows: [] });
  });

  test('a player page shows no points across tables: no totals, no games, no card totals', async () => {
    reading(null);
    expect(await heldBackFrom(db(), t.slug)).toBe(true);
    const player = (await seatsOf(t.tableId(1))).get('A')!;
    const card = await playerCard(db(), t.slug, player.number, { held: true });
    expect(card?.totals).toBeNull();
    expect(card?.rounds.map((r) => [r.table, r.games, r.card.total])).toEqual([[1, [], null]]);
  });

  test('staff are not held back; nobody is once the standings are released', async () => {
    reading(t.director);
    expect(await heldBackFrom(db(), t.slug)).toBe(false);
    reading(null);
    await setStandingsState(db(), t.actor, t.tournamentId, 'LIVE');
    expect(await heldBackFrom(db(), t.slug)).toBe(false);
    expect((await get(gamesCsv, t.slug, 'games.csv')).status).toBe(200);
    expect(await heldBackFrom(db(), 'no-such-tournament')).toBeNull();
  });
});
