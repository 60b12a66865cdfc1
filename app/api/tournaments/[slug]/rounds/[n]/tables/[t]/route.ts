import { db } from '@/lib/db/client';
import { tableSheet, sheetJson } from '@/lib/sheets/queries';
import { tableParams } from '@/lib/sheets/route-params';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string; n: string; t: string }> };

/** A table's sheet for anyone: seats, ruleset, games with record, points and lines, cards, status and digest. */
export async function GET(_request: Request, { params }: Context) {
  const { slug, ...numbers } = await params;
  const where = tableParams(numbers);
  const sheet = where && (await tableSheet(db(), slug, where.round, where.table, false));
  if (!sheet)
    return Response.json({ message: 'No such table in a published round of this tournament.' }, { status: 404 });
  return Response.json(sheetJson(sheet));
}
