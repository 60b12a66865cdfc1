import { Prisma, type RoundStatus } from '@/lib/db/generated/client';

/** The round states anyone may see: every one but a draft, whose seating may still change. */
export const PUBLIC_ROUNDS = ['PUBLISHED', 'STARTED', 'TIME_UP', 'CLOSED'] as const satisfies readonly RoundStatus[];

/** In SQL: the round aliased `r` is one anyone may see. */
export const PUBLIC_ROUND_SQL = Prisma.sql`r."status"::text IN (${Prisma.join([...PUBLIC_ROUNDS])})`;
