import { db } from '@/lib/db/client';
import { sheetRecord } from '@/lib/sheets/queries';
import { publicSheet } from '@/lib/sheets/route-params';
import { noSuchTable } from '@/server/http/refusals';
import { apiRoute } from '@/server/http/api-route';
import { grainsHeader } from '@/server/http/cache-grains';
import { tableGrain } from '@/lib/live/grains';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string; n: string; t: string }> };

/** The sheet's ruleset and game records, as `npm run score` reads them, to download and recompute. */
async function get(_request: Request, { params }: Context) {
  const path = await params;
  const sheet = await publicSheet(db(), path);
  if (!sheet) return noSuchTable();
  return new Response(`${JSON.stringify(sheetRecord(sheet), null, 2)}\n`, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${path.slug}-round-${sheet.round.number}-table-${sheet.table}.json"`,
      ...grainsHeader({ grains: ['frame', tableGrain(sheet.round.number, sheet.table)], until: null }),
    },
  });
}

export const GET = apiRoute(get);
