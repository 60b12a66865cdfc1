import { db } from '@/lib/db/client';
import { sheetRecord, tableSheet } from '@/lib/sheets/queries';
import { tableParams } from '@/lib/sheets/route-params';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string; n: string; t: string }> };

/** The sheet's ruleset and game records, as `npm run score` reads them, to download and recompute. */
export async function GET(_request: Request, { params }: Context) {
  const { slug, ...numbers } = await params;
  const where = tableParams(numbers);
  const sheet = where && (await tableSheet(db(), slug, where.round, where.table, false));
  if (!sheet || !where)
    return Response.json({ message: 'No such table in a published round of this tournament.' }, { status: 404 });
  return new Response(`${JSON.stringify(sheetRecord(sheet), null, 2)}\n`, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${slug}-round-${where.round}-table-${where.table}.json"`,
    },
  });
}
