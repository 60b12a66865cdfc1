import { db } from '@/lib/db/client';
import { sheetJson } from '@/lib/sheets/queries';
import { noSuchTable, publicSheet } from '@/lib/sheets/route-params';
import { apiRoute } from '@/lib/http/api-route';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string; n: string; t: string }> };

/** A table's sheet for anyone: seats, ruleset, games with record, points and lines, cards, status and digest. */
async function get(_request: Request, { params }: Context) {
  const sheet = await publicSheet(db(), await params);
  return sheet ? Response.json(sheetJson(sheet)) : noSuchTable();
}

export const GET = apiRoute(get);
