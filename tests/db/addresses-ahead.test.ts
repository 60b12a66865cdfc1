import { expect, test } from 'vitest';
import { GET } from '@/app/api/ahead/route';
import { db } from '@/lib/db/client';
import { seatRound, tournamentWithPlayers } from '../support/fixtures';

type Listed = { tournaments: { slug: string; addresses: string[] }[] };
const listed = async (slug: string) => {
  const body = (await (await GET(new Request('http://localhost/api/ahead'), undefined)).json()) as Listed;
  return body.tournaments.find((t) => t.slug === slug)?.addresses;
};

test('the addresses made ahead are the published round’s pages, its tables’ and its seated players’, in that order', async () => {
  const { id, slug } = await tournamentWithPlayers(7);
  expect(await listed(slug)).toBeUndefined(); // no round published: nothing to make
  await seatRound(id, 1, 'ahead');
  await seatRound(id, 2, 'ahead', false); // a draft is nobody's to read
  const t = `/t/${slug}`;
  expect(await listed(slug)).toEqual([
    t,
    `${t}/clock`,
    `${t}/seating`,
    `${t}/standings`,
    `${t}/standings/projector`,
    `${t}/rounds/1/seating`,
    `${t}/rounds/1/projector`,
    ...[1, 2, 3, 4, 5, 6, 7].map((n) => `${t}/player/${n}`),
    `${t}/rounds/1/tables/1`,
    `${t}/rounds/1/tables/2`,
  ]);
  await db().round.updateMany({ where: { tournamentId: id, number: 1 }, data: { status: 'CLOSED' } });
  expect(await listed(slug)).toBeUndefined(); // a closed round's pages are made when asked
});
