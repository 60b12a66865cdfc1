import { staffRouteAccess } from '@/server/http/staff-access';
import { db } from '@/lib/db/client';
import { apiRoute } from '@/server/http/api-route';
import { playersCsv } from '@/lib/players/export-csv';
import { playersOf } from '@/lib/players/queries';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/** The roster as CSV, in the columns the player import reads; the Director's only (it holds emails). */
async function get(_request: Request, { params }: Context) {
  const { slug } = await params;
  const checked = await staffRouteAccess(slug, 'DIRECTOR', {
    signIn: 'Sign in as the Director to download the players.',
    forbidden: 'Only the Director may download the players.',
  });
  if (!checked.ok) return checked.answer;
  const { access } = checked;
  const players = await playersOf(db(), access.tournament.id);
  return new Response(playersCsv(players), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${access.tournament.slug}-players.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}

export const GET = apiRoute(get);
