import { db } from '@/lib/db/client';
import { standingsCsv } from '@/lib/standings/csv';
import { publicStandings } from '@/lib/standings/queries';
import { keptBytes } from '@/lib/util/kept-bytes';
import { keptAnswer } from '@/server/http/kept-answer';
import { apiRoute } from '@/server/http/api-route';
import { grainsHeader } from '@/server/http/cache-grains';
import { STANDINGS_GRAINS } from '@/lib/live/grains';
import { heldBackFrom } from '@/lib/standings/held';
import { heldResponse } from '@/server/http/refusals';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/** The standings as CSV; while they are held back, for the tournament's staff only. */
async function get(request: Request, { params }: Context) {
  const { slug } = await params;
  const held = await heldBackFrom(db(), slug);
  if (held === null) return Response.json({ message: 'No such tournament.' }, { status: 404 });
  if (held) return heldResponse();
  const view = await publicStandings(db(), slug, true);
  if (!view?.standings) return Response.json({ message: 'No such tournament.' }, { status: 404 });
  const { standings } = view;
  return keptAnswer(
    request,
    keptBytes(standings, 'csv', () => standingsCsv(standings.rounds, standings.rows)),
    {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${slug}-standings.csv"`,
      'cache-control': 'no-store',
      ...grainsHeader(STANDINGS_GRAINS),
    },
  );
}

export const GET = apiRoute(get);
