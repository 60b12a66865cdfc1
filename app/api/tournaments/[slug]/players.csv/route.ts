import { grants, tournamentAccess } from '@/lib/auth/access';
import { currentStaff } from '@/lib/auth/session';
import { db } from '@/lib/db/client';
import { apiRoute } from '@/lib/http/api-route';
import { playersCsv } from '@/lib/players/export-csv';
import { playersOf } from '@/lib/players/queries';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

const refused = (status: number, message: string) => Response.json({ message }, { status });

/** The roster as CSV, in the columns the player import reads; the Director's only (it holds emails). */
async function get(_request: Request, { params }: Context) {
  const { slug } = await params;
  const staff = await currentStaff();
  if (!staff) return refused(401, 'Sign in as the Director to download the players.');
  const access = await tournamentAccess(db(), staff, slug);
  if (!access) return refused(404, `There is no tournament "${slug}".`);
  if (!grants(access.role, 'DIRECTOR')) return refused(403, 'Only the Director may download the players.');
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
