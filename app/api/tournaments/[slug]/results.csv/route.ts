import { keptBytes } from '@/lib/util/kept-bytes';
import { keptAnswer } from '@/server/http/kept-answer';
import { apiRoute } from '@/server/http/api-route';
import { refused } from '@/server/http/refusals';
import { resultsCsv } from '@/lib/prizes/results';
import { db } from '@/lib/db/client';
import { tournamentResults } from '@/lib/prizes/queries';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/** The results for a ranking body as one CSV, the same as `…/results`. */
async function get(request: Request, { params }: Context) {
  const answer = await tournamentResults(db(), (await params).slug);
  if (!answer.ok) return refused(answer.reason === 'NOT_FOUND' ? 404 : 409, answer.message);
  const results = answer.data;
  return keptAnswer(
    request,
    keptBytes(results, 'csv', () => resultsCsv(results.lines)),
    {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${results.tournament.slug}-results.csv"`,
      'Cache-Control': 'no-store',
    },
  );
}

export const GET = apiRoute(get);
