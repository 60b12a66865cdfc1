import { grants, tournamentAccess } from '@/lib/auth/access';
import { currentStaff } from '@/lib/auth/session';
import { exportTournament } from '@/lib/backup/export';
import { db } from '@/lib/db/client';
import { apiRoute } from '@/lib/http/api-route';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

const refused = (status: number, message: string) => Response.json({ message }, { status });

/** The whole tournament as one JSON file (lib/backup/format.ts), for its Director only: it holds the players' PIN hashes. */
async function get(_request: Request, { params }: Context) {
  const { slug } = await params;
  const staff = await currentStaff();
  if (!staff) return refused(401, 'Sign in as the tournament’s Director to download its backup.');
  const access = await tournamentAccess(db(), staff, slug);
  if (!access) return refused(404, `There is no tournament "${slug}".`);
  if (!grants(access.role, 'DIRECTOR')) return refused(403, 'Only the tournament’s Director may download its backup.');
  const backup = await exportTournament(db(), access.tournament.id);
  if (!backup) return refused(404, `There is no tournament "${slug}".`);
  const date = backup.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(backup), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${access.tournament.slug}-backup-${date}.json"`,
      'Cache-Control': 'no-store',
    },
  });
}

export const GET = apiRoute(get);
