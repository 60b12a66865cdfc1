import { db } from '@/lib/db/client';
import { gamesCsvBytes, publicRounds } from '@/lib/exports/queries';
import { keptAnswer } from '@/server/http/kept-answer';
import { apiRoute } from '@/server/http/api-route';
import { heldBackFrom } from '@/lib/standings/held';
import { heldResponse } from '@/server/http/refusals';
import { grainsHeader } from '@/server/http/cache-grains';
import { ANYTHING_GRAINS } from '@/lib/live/grains';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/**
 * `GET /api/tournaments/{slug}/games.csv`: every game of the published rounds, one row per seat per game, for anyone
 * (drafts never); while the standings are held back, for its staff only. Made again only when a sheet, a round's step
 * or a player changed (lib/exports/queries.ts).
 */
async function get(request: Request, { params }: Context) {
  const { slug } = await params;
  const found = await publicRounds(db(), slug);
  if (!found) return Response.json({ message: `There is no tournament "${slug.slice(0, 60)}".` }, { status: 404 });
  if (await heldBackFrom(db(), slug)) return heldResponse();
  return keptAnswer(request, await gamesCsvBytes(db(), found), {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${found.slug}-games.csv"`,
    'Cache-Control': 'no-store',
    ...grainsHeader(ANYTHING_GRAINS),
  });
}

export const GET = apiRoute(get);
