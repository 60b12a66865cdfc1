import { keptBytes } from '@/lib/util/kept-bytes';
import { keptAnswer } from '@/server/http/kept-answer';
import { apiRoute } from '@/server/http/api-route';
import { refused } from '@/server/http/refusals';
import { db } from '@/lib/db/client';
import { tournamentResults } from '@/lib/prizes/queries';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/** The results for a ranking body as JSON: placement (shared by tied players), name, where from, totals. */
async function get(request: Request, { params }: Context) {
  const answer = await tournamentResults(db(), (await params).slug);
  if (!answer.ok) return refused(answer.reason === 'NOT_FOUND' ? 404 : 409, answer.message);
  const { lines, ...about } = answer.data;
  const made = () => JSON.stringify({ ...about, results: lines });
  return keptAnswer(request, keptBytes(answer.data, 'json', made), {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  });
}

export const GET = apiRoute(get);
