import { rows, db } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';

export const dynamic = 'force-dynamic';

export async function GET() {
  const database = process.env.DATABASE_MODE === 'embedded' ? 'embedded' : 'postgres';
  try {
    await rows(db(), Prisma.sql`SELECT 1`);
    return Response.json({ ok: true, database });
  } catch {
    return Response.json({ ok: false, database, message: 'The database does not answer.' }, { status: 503 });
  }
}
