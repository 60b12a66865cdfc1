import { db } from '@/lib/db/client';
import { standingsCsv } from '@/lib/standings/csv';
import { publicStandings } from '@/lib/standings/queries';
import { apiRoute } from '@/lib/http/api-route';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/** The public standings as CSV; while they are held back, there is nothing to download. */
async function get(_request: Request, { params }: Context) {
  const { slug } = await params;
  const view = await publicStandings(db(), slug);
  if (!view) return Response.json({ message: 'No such tournament.' }, { status: 404 });
  if (!view.standings)
    return Response.json({ message: 'Results pending: the standings are held back.' }, { status: 409 });
  return new Response(standingsCsv(view.standings.rounds, view.standings.rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${slug}-standings.csv"`,
      'cache-control': 'no-store',
    },
  });
}

export const GET = apiRoute(get);
