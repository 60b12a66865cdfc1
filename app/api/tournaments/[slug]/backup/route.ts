import { refused } from '@/server/http/refusals';
import { staffRouteAccess } from '@/server/http/staff-access';
import { exportTournament } from '@/lib/backup/export';
import { db } from '@/lib/db/client';
import { apiRoute } from '@/server/http/api-route';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/** The whole tournament as one JSON file (lib/backup/format.ts), for its Director only: it holds the players' PIN hashes. */
async function get(_request: Request, { params }: Context) {
  const { slug } = await params;
  const checked = await staffRouteAccess(slug, 'DIRECTOR', {
    signIn: 'Sign in as the tournament’s Director to download its backup.',
    forbidden: 'Only the tournament’s Director may download its backup.',
  });
  if (!checked.ok) return checked.answer;
  const { access } = checked;
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
