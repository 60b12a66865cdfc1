import 'server-only';
import { rulesetSchema } from '@/lib/rules';
import { rotationPatternSchema } from './schema';
import type { Db } from '@/lib/db/client';
import { roundLengthReach } from './round-length';
import { serverTimeZone } from './time-zone';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';

const summary = {
  id: true,
  slug: true,
  name: true,
  startsOn: true,
  endsOn: true,
  status: true,
  roundCount: true,
  _count: { select: { players: true } },
} as const;

/** Every tournament, newest first, for the public home page. */
export function listTournaments(db: Db) {
  return db.tournament.findMany({ select: summary, orderBy: [{ startsOn: 'desc' }, { name: 'asc' }] });
}

/** The tournaments a staff member works at, with the role. */
export function staffTournaments(db: Db, userId: string) {
  return db.staffAssignment.findMany({
    where: { userId },
    select: { role: true, tournament: { select: summary } },
    orderBy: { tournament: { startsOn: 'desc' } },
  });
}

export type TournamentSummary = Awaited<ReturnType<typeof listTournaments>>[number];

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
