import { db } from '@/lib/db/client';
import { clockPayload } from '@/lib/rounds/public-queries';
import { apiRoute } from '@/lib/http/api-route';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/** The round clock's data, polled by the clock page: the server's time and the round's start, length and extra minutes. */
async function get(_request: Request, { params }: Context) {
  const { slug } = await params;
  const clock = await clockPayload(db(), slug, Date.now);
  if (!clock) return Response.json({ message: `There is no tournament "${slug}".` }, { status: 404 });
  return Response.json(clock, { headers: { 'Cache-Control': 'no-store' } });
}

export const GET = apiRoute(get);
