import { createHash } from 'node:crypto';
import type { GameRecord, Ruleset, Seat } from '@/lib/rules';
import { canonicalJson } from '@/lib/util/json';

export type DigestGame = { number: number; record: GameRecord; scores: Partial<Record<Seat, number>> };

/**
 * A short fingerprint of a sheet: its ruleset, its game records and the points counted (overrides included), so a
 * printed card can be matched to the sheet as accepted. 8 hex digits, grouped for reading aloud: `3F9A-1C27`.
 */
export function sheetDigest(ruleset: Ruleset, games: readonly DigestGame[]): string {
  const ordered = [...games].sort((a, b) => a.number - b.number);
  const hex = createHash('sha256')
    .update(canonicalJson({ ruleset, games: ordered }))
    .digest('hex')
    .toUpperCase();
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}`;
}
