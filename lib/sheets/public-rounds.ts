import type { RoundStatus } from '@/lib/db/generated/client';

/** The round states anyone may see: every one but a draft, whose seating may still change. */
export const PUBLIC_ROUNDS = ['PUBLISHED', 'STARTED', 'TIME_UP', 'CLOSED'] as const satisfies readonly RoundStatus[];
