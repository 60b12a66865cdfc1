import 'server-only';
import { execute, type Sql } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import type { Actor } from '@/lib/audit/log';
import type { LockedSheet } from './locked-sheet';

/**
 * One line of a sheet's public change log: game `number` changed on an accepted sheet (T26, `game`), by a ruling
 * (T27, `ruling`) or by a Director's ruling on a seat's points (`override`); what it was and became, why, by whom.
 */
export type ChangeLine = {
  number: number;
  kind: 'game' | 'ruling' | 'override';
  reason: string;
  allPresent: boolean;
  before: object | null;
  after: object;
  at?: Date;
};

/** Writes a line of the change log of `sheet`: the one writer of it. */
export async function logChange(tx: Sql, actor: Actor, sheet: Pick<LockedSheet, 'id' | 'round'>, line: ChangeLine) {
  const json = (value: object | null) => (value ? JSON.stringify(value) : null);
  await execute(
    tx,
    Prisma.sql`
    INSERT INTO "Amendment" ("id", "tournamentId", "roundTableId", "gameNumber", "kind", "before", "after", "reason",
                             "allPresent", "actorId", "actorLabel", "at")
    VALUES (gen_random_uuid()::text, ${sheet.round.tournamentId}, ${sheet.id}, ${line.number}, ${line.kind},
            ${json(line.before)}::jsonb, ${json(line.after)}::jsonb, ${line.reason}, ${line.allPresent},
            ${actor.userId}, ${actor.label}, coalesce(${line.at ?? null}::timestamp(3), now() AT TIME ZONE 'UTC'))`,
  );
}
