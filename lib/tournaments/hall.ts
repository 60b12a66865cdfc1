import 'server-only';
import type { Db } from '@/lib/db/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';
import { hallOrigins } from '@/lib/util/hall-address';
import { hallOriginOf } from '@/lib/util/hall-origin';
import { publicOrigin } from '@/lib/util/origin';

type HeaderReader = { get(name: string): string | null };

/** What the app prints at start for the hall: NEXTAUTH_URL, else this machine's first address on the network. */
export function defaultHallOrigin(): string | null {
  const configured = process.env.NEXTAUTH_URL && hallOriginOf(process.env.NEXTAUTH_URL);
  return configured || (hallOrigins(Number(process.env.PORT ?? 3000))[0] ?? null);
}

/**
 * The address QR codes and printed links of tournament `slug` use: its hall address when the Director set one,
 * else the app's default (lib/util/origin: NEXTAUTH_URL, or the request's own address, the hall's for a loopback one).
 */
export async function tournamentHallOrigin(db: Db, slug: string, headers: HeaderReader): Promise<string> {
  const tournament = await tournamentBySlug(db, slug);
  return publicOrigin(headers, tournament?.publicAddress || undefined);
}
