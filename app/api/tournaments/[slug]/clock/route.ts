import { db } from '@/lib/db/client';
import { clockPayload, type ClockState } from '@/lib/rounds/public-queries';
import { apiRoute } from '@/server/http/api-route';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/**
 * The round clock's data, polled by the clock pages: the round's start, length and extra minutes. It changes only with
 * the round, so the front cache keeps it; the server's time is the answer's `Date` header.
 */
async function get(_request: Request, { params }: Context) {
  const { slug } = await params;
  const clock = await clockPayload(db(), slug, Date.now);
  if (!clock) return Response.json({ message: `There is no tournament "${slug}".` }, { status: 404 });
  const { serverNow: _, ...state } = clock;
  return Response.json(state satisfies ClockState, { headers: { 'Cache-Control': 'no-store' } });
}

export const GET = apiRoute(get);
