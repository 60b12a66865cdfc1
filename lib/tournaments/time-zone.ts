import 'server-only';
import type { Db } from '@/lib/db/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';

/** The zone this server runs in: a tournament's times are shown in it until the Director chooses another. */
export const serverTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every IANA zone the runtime knows, for the settings' list. */
export const timeZones = (): string[] => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
};

/** The time zone of a tournament's times (its own, else the server's); the server's for an unknown tournament. */
export async function tournamentTimeZone(db: Db, slug: string): Promise<string> {
  const t = await tournamentBySlug(db, slug);
  return t?.timeZone ?? serverTimeZone();
}
