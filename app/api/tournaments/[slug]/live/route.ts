import { db } from '@/lib/db/client';
import { changeMarker } from '@/lib/standings/live';
import { apiRoute } from '@/lib/http/api-route';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/** What live pages poll: a marker that moves whenever a sheet, a player or the tournament changes. */
async function get(_request: Request, { params }: Context) {
  const tournament = await db().tournament.findUnique({ where: { slug: (await params).slug }, select: { id: true } });
  if (!tournament) return Response.json({ message: 'No such tournament.' }, { status: 404 });
  return Response.json(
    { marker: await changeMarker(db(), tournament.id) },
    { headers: { 'cache-control': 'no-store' } },
  );
}

export const GET = apiRoute(get);
