import { refused } from '@/server/http/refusals';
import { staffRouteAccess } from '@/server/http/staff-access';
import { db } from '@/lib/db/client';
import { incidentLog } from '@/lib/incidents/log';
import { incidentLogCsv } from '@/lib/incidents/log-csv';
import { parseIncidentLogFilter } from '@/lib/incidents/log-schema';
import { apiRoute } from '@/server/http/api-route';
import { tournamentTimeZone } from '@/lib/tournaments/time-zone';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/** The tournament's incident log as CSV, narrowed by the page's filters (`?round=&table=&kind=&player=`), for staff. */
async function get(request: Request, { params }: Context) {
  const { slug } = await params;
  const checked = await staffRouteAccess(slug, 'SCOREKEEPER', {
    signIn: 'Sign in as staff to download the incident log.',
    forbidden: 'Only the staff of this tournament may download its incident log.',
  });
  if (!checked.ok) return checked.answer;
  const { access } = checked;
  const parsed = parseIncidentLogFilter(new URL(request.url).searchParams);
  if (!parsed.ok) return refused(400, parsed.message, { fieldErrors: parsed.fieldErrors });
  const [rows, zone] = await Promise.all([
    incidentLog(db(), access.tournament.id, parsed.filter),
    tournamentTimeZone(db(), slug),
  ]);
  return new Response(incidentLogCsv(rows, zone), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${access.tournament.slug}-incidents.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}

export const GET = apiRoute(get);
