import { db } from '@/lib/db/client';
import { standingsJson } from '@/lib/standings/json';
import { publicStandings } from '@/lib/standings/queries';
import { keptBytes } from '@/lib/util/kept-bytes';
import { keptAnswer } from '@/server/http/kept-answer';
import { apiRoute } from '@/server/http/api-route';
import { grainsHeader } from '@/server/http/cache-grains';
import { STANDINGS_GRAINS } from '@/lib/live/grains';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/** The public standings: rank, player, total, points per round, mah jonggs, best game, status. */
async function get(request: Request, { params }: Context) {
  const standings = await publicStandings(db(), (await params).slug);
  if (!standings) return Response.json({ message: 'No such tournament.' }, { status: 404 });
  const headers = {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...grainsHeader(STANDINGS_GRAINS),
  };
  const { tournament, state, released } = standings;
  const made = () => JSON.stringify(standingsJson(standings));
  // The rows are kept with the standings they are made from; what is around them is part of the key.
  const owner = standings.standings ?? {};
  return keptAnswer(
    request,
    keptBytes(owner, JSON.stringify([tournament.slug, tournament.name, state, released]), made),
    headers,
  );
}

export const GET = apiRoute(get);
