import { Prisma } from '@/lib/db/generated/client';

/**
 * The points a score row `score` (its name in the statement) takes when its computed value becomes `computed`: a
 * Director's override (T27) keeps its points, and the computed value is stored beside it by the caller.
 */
export const pointsKeepingOverride = (score: string, computed: string) =>
  Prisma.raw(`CASE WHEN ${score}."overriddenAt" IS NULL THEN ${computed} ELSE ${score}."points" END`);
