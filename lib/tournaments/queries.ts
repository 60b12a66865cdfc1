import 'server-only';
import { rulesetSchema } from '@/lib/rules';
import { rotationPatternSchema } from './schema';
import { rows, type Db } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import type { StaffRole } from '@/lib/auth/access';
import { roundLengthReach } from './round-length';
import { serverTimeZone } from './time-zone';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';

/** A tournament as its card shows it (app/_components/tournament-card.tsx). */
export type TournamentSummary = {
  id: string;
  slug: string;
  name: string;
  startsOn: Date;
  endsOn: Date;
  roundCount: number;
  players: number;
};

const SUMMARY = Prisma.sql`t."id", t."slug", t."name", t."startsOn", t."endsOn", t."roundCount",
  (SELECT count(*)::int FROM "Player" p WHERE p."tournamentId" = t."id") AS "players"`;

/** Every tournament, newest first, for the public home page (in SQL: 15 ms uncached through the ORM, 9 now). */
export function listTournaments(db: Db) {
  return rows<TournamentSummary>(
    db,
    Prisma.sql`SELECT ${SUMMARY} FROM "Tournament" t ORDER BY t."startsOn" DESC, t."name" ASC`,
  );
}

/** The tournaments a staff member works at, with the role. */
export async function staffTournaments(db: Db, userId: string) {
  const found = await rows<TournamentSummary & { role: StaffRole }>(
    db,
    Prisma.sql`
    SELECT sa."role"::text AS "role", ${SUMMARY}
    FROM "StaffAssignment" sa JOIN "Tournament" t ON t."id" = sa."tournamentId"
    WHERE sa."userId" = ${userId}
    ORDER BY t."startsOn" DESC, t."name" ASC`,
  );
  return found.map(({ role, ...tournament }) => ({ role, tournament }));
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A tournament's settings as the settings form shows them, with the games recorded so far and the rounds seated. */
export async function tournamentSettings(db: Db, slug: string) {
  const t = await tournamentBySlug(db, slug);
  if (!t) throw new Error(`There is no tournament "${slug}".`);
  const [recordedGames, rounds] = await Promise.all([
    db.game.count({ where: { roundTable: { round: { tournamentId: t.id } } } }),
    db.round.findMany({
      where: { tournamentId: t.id },
      orderBy: { number: 'asc' },
      select: { number: true, status: true, durationMinutes: true },
    }),
  ]);
  return {
    name: t.name,
    slug: t.slug,
    startsOn: isoDate(t.startsOn),
    endsOn: isoDate(t.endsOn),
    roundCount: t.roundCount,
    gamesPerRound: t.gamesPerRound,
    roundMinutes: t.roundMinutes,
    timeZone: t.timeZone ?? serverTimeZone(),
    publicAddress: t.publicAddress ?? '',
    ruleset: rulesetSchema.parse(t.ruleset),
    rotation: rotationPatternSchema.parse(t.rotation),
    version: t.version,
    recordedGames,
    /** Where a change of round length reaches (lib/tournaments/round-length), said beside the field. */
    roundLengthNote: roundLengthReach(rounds),
  };
}

/** A tournament's name and ruleset, for its rulebook page. */
export async function tournamentRuleset(db: Db, slug: string) {
  const t = await tournamentBySlug(db, slug);
  return t && { name: t.name, ruleset: rulesetSchema.parse(t.ruleset) };
}
