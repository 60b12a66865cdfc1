import { db } from '@/lib/db/client';
import { gamesCsvHeader, roundGamesCsv } from '@/lib/exports/games-csv';
import { publicRoundGames, publicRounds } from '@/lib/exports/queries';
import { apiRoute } from '@/server/http/api-route';
import { heldBackFrom } from '@/lib/standings/held';
import { heldResponse } from '@/server/http/refusals';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/**
 * `GET /api/tournaments/{slug}/games.csv`: every game of the published rounds, one row per seat per game, for anyone
 * (drafts never); while the standings are held back, for its staff only. Read a round at a time, so that a large event's export holds one round in memory, not all of them.
 */
async function get(_request: Request, { params }: Context) {
  const { slug } = await params;
  const found = await publicRounds(db(), slug);
  if (!found) return Response.json({ message: `There is no tournament "${slug.slice(0, 60)}".` }, { status: 404 });
  if (await heldBackFrom(db(), slug)) return heldResponse();
  const parts = [gamesCsvHeader()];
  for await (const round of publicRoundGames(db(), found.rounds)) parts.push(roundGamesCsv(round));
  return new Response(parts.join(''), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${found.slug}-games.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}

export const GET = apiRoute(get);
