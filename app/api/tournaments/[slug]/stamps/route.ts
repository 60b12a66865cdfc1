import { db } from '@/lib/db/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';
import { apiRoute } from '@/server/http/api-route';
import { everyStampJson } from '@/lib/live/stamps';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/** Every stamp of the tournament's grains: what the front cache checks its kept answers against. */
async function get(_request: Request, { params }: Context) {
  const slug = (await params).slug;
  const tournament = await tournamentBySlug(db(), slug);
  if (!tournament) return Response.json({ message: `There is no tournament "${slug}".` }, { status: 404 });
  return new Response(await everyStampJson(db(), tournament), {
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}

export const GET = apiRoute(get);
