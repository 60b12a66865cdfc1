import { z } from 'zod';
import { db } from '@/lib/db/client';
import { roundSeating } from '@/lib/rounds/queries';
import { roundPresence } from '@/lib/rounds/public-queries';
import { apiRoute } from '@/server/http/api-route';
import { grainsHeader } from '@/server/http/cache-grains';
import { keptAnswer } from '@/server/http/kept-answer';
import { keptBytes } from '@/lib/util/kept-bytes';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string; n: string }> };

const roundNumberParam = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number);

const notFound = (message: string) => Response.json({ message }, { status: 404 });

/** A published round's seats, sorted by table and seat, for anyone: `[{ table, seat, player: { id, number, name } }]`. */
async function get(request: Request, { params }: Context) {
  const { slug, n } = await params;
  const parsed = roundNumberParam.safeParse(n);
  const number = parsed.success ? parsed.data : null;
  const round = number === null ? null : await roundSeating(db(), slug, number, false);
  if (round) {
    const { seats } = round;
    const made = () => JSON.stringify(seats.map((s) => ({ table: s.table, seat: s.letter, player: s.player })));
    return keptAnswer(request, keptBytes(seats, 'json', made), {
      'content-type': 'application/json',
      ...grainsHeader({ grains: ['frame'], until: null }),
    });
  }
  const presence = await roundPresence(db(), slug, number ?? 0);
  if (!presence.tournament) return notFound(`There is no tournament "${slug}".`);
  if (presence.status === 'DRAFT') return notFound(`Round ${number} is not yet published.`);
  return notFound(`This tournament has no round ${n.slice(0, 20)}.`);
}

export const GET = apiRoute(get);
