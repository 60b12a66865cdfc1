import { db } from '@/lib/db/client';
import { sheetJson } from '@/lib/sheets/queries';
import { publicSheet } from '@/lib/sheets/route-params';
import { noSuchTable } from '@/server/http/refusals';
import { apiRoute } from '@/server/http/api-route';
import { grainsHeader } from '@/server/http/cache-grains';
import { tableGrain } from '@/lib/live/grains';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string; n: string; t: string }> };

/** A table's sheet for anyone: seats, ruleset, games with record, points and lines, cards, status and digest. */
async function get(_request: Request, { params }: Context) {
  const sheet = await publicSheet(db(), await params);
  if (!sheet) return noSuchTable();
  const shows = grainsHeader({ grains: ['frame', tableGrain(sheet.round.number, sheet.table)], until: null });
  return Response.json(sheetJson(sheet), { headers: shows });
}

export const GET = apiRoute(get);
