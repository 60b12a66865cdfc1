import { db } from '@/lib/db/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';
import { apiRoute } from '@/server/http/api-route';
import { digestOf, parseGrains } from '@/lib/live/grains';
import { stampsOf } from '@/lib/live/stamps';
import { liveMarkersOf } from '@/lib/standings/live';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * What live pages poll: `marker` moves with any change to the tournament, `standings` with its standings'; with
 * `?grains=frame,table:3:12`, the `digest` of those grains (lib/live/grains.ts), which moves only when they do.
 */
async function get(request: Request, { params }: Context) {
  const slug = (await params).slug;
  const asked = new URL(request.url).searchParams.get('grains');
  if (asked === null) {
    const markers = await liveMarkersOf(db(), slug);
    if (!markers) return Response.json({ message: 'No such tournament.' }, { status: 404 });
    return Response.json(markers, { headers: NO_STORE });
  }
  const grains = parseGrains(asked);
  if (!grains) return Response.json({ message: 'grains: not a list of grains.' }, { status: 400 });
  const tournament = await tournamentBySlug(db(), slug);
  if (!tournament) return Response.json({ message: 'No such tournament.' }, { status: 404 });
  const digest = digestOf(await stampsOf(db(), tournament, grains), grains);
  return Response.json({ digest }, { headers: NO_STORE });
}

export const GET = apiRoute(get);
