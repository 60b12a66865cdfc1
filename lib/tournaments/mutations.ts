import type { Db, Tx } from '@/lib/db/client';
import { audit, type Actor } from '@/lib/audit/log';
import { rescoreTournament } from '@/lib/sheets/rescore';
import { canonicalJson } from '@/lib/util/json';
import type { Tournament } from './schema';

export type CreateTournamentResult = { ok: true; id: string } | { ok: false; reason: 'SLUG_TAKEN' };

/** Creates a tournament with `directorId` as its Director, in one transaction with its audit event. */
export async function createTournament(
  db: Db,
  actor: Actor,
  input: Tournament,
  directorId: string | null,
): Promise<CreateTournamentResult> {
  return db.$transaction(async (tx) => {
    if (await tx.tournament.findUnique({ where: { slug: input.slug }, select: { id: true } })) {
      return { ok: false, reason: 'SLUG_TAKEN' } as const;
    }
    const tournament = await tx.tournament.create({
      data: {
        ...input,
        startsOn: new Date(input.startsOn),
        endsOn: new Date(input.endsOn),
        staff: directorId ? { create: { userId: directorId, role: 'DIRECTOR' } } : undefined,
      },
    });
    await audit(tx, actor, {
      tournamentId: tournament.id,
      action: 'tournament.create',
      entity: 'Tournament',
      entityId: tournament.id,
      after: input,
    });
    return { ok: true, id: tournament.id } as const;
  });
}

export type UpdateTournamentResult =
  | { ok: true; version: number; rescoredGames: number; changedGames: number; retimedRounds: number[] }
  | { ok: false; reason: 'NOT_FOUND' | 'CONFLICT' }
  | { ok: false; reason: 'NEEDS_CONFIRMATION'; recordedGames: number }
  | { ok: false; reason: 'TOO_SMALL'; message: string };

type Settings = Omit<Tournament, 'slug'>;

/** The ruleset keys that change points: verification and tie-breaks change no game's score. */
function scoringPart(ruleset: unknown): unknown {
  const { verification: _v, tieBreaks: _t, ...scoring } = ruleset as Record<string, unknown>;
  return scoring;
}

/** Why the rounds or games per round cannot drop to the new numbers: some are already seated or recorded. */
async function shrinkProblem(tx: Tx, tournamentId: string, input: Settings): Promise<string | null> {
  const lastRound = await tx.round.findFirst({
    where: { tournamentId },
    orderBy: { number: 'desc' },
    select: { number: true },
  });
  if (lastRound && lastRound.number > input.roundCount)
    return `Round ${lastRound.number} is already seated: keep at least ${lastRound.number} rounds.`;
  const lastGame = await tx.game.findFirst({
    where: { roundTable: { round: { tournamentId } } },
    orderBy: { number: 'desc' },
    select: { number: true },
  });
  if (lastGame && lastGame.number > input.gamesPerRound)
    return `Game ${lastGame.number} of a round is already recorded: keep at least ${lastGame.number} games per round.`;
  return null;
}

/** A new round length reaches the seated rounds not yet started; those started keep theirs. Their numbers. */
async function retimeUnstartedRounds(tx: Tx, tournamentId: string, from: number, to: number): Promise<number[]> {
  if (from === to) return [];
  const rounds = await tx.round.findMany({
    where: { tournamentId, status: { in: ['DRAFT', 'PUBLISHED'] } },
    select: { number: true },
    orderBy: { number: 'asc' },
  });
  await tx.round.updateMany({
    where: { tournamentId, status: { in: ['DRAFT', 'PUBLISHED'] } },
    data: { durationMinutes: to },
  });
  return rounds.map((r) => r.number);
}

/**
 * Changes a tournament's settings, checking the version the Director saw. Once games are recorded, a new ruleset
 * needs `confirmRescore`: then every game is re-scored in the same transaction, and the audit event keeps the
 * ruleset before and after. A new round length reaches the seated rounds not yet started.
 */
export async function updateTournament(
  db: Db,
  actor: Actor,
  id: string,
  input: Settings,
  expected: { version: number; confirmRescore: boolean },
): Promise<UpdateTournamentResult> {
  return db.$transaction(
    async (tx): Promise<UpdateTournamentResult> => {
      // Locked first, so that no game is stored under the old ruleset between counting or re-scoring the games and
      // committing (recordGame reads the ruleset under a share lock of this row).
      await tx.$executeRaw`SELECT 1 FROM "Tournament" WHERE "id" = ${id} FOR UPDATE`;
      const before = await tx.tournament.findUnique({ where: { id } });
      if (!before) return { ok: false, reason: 'NOT_FOUND' };
      if (before.version !== expected.version) return { ok: false, reason: 'CONFLICT' };
      const shrinks = await shrinkProblem(tx, id, input);
      if (shrinks) return { ok: false, reason: 'TOO_SMALL', message: shrinks };
      const rulesetChanged = canonicalJson(before.ruleset) !== canonicalJson(input.ruleset);
      const scoringChanged = canonicalJson(scoringPart(before.ruleset)) !== canonicalJson(scoringPart(input.ruleset));
      const recordedGames = scoringChanged
        ? await tx.game.count({ where: { roundTable: { round: { tournamentId: id } } } })
        : 0;
      if (recordedGames > 0 && !expected.confirmRescore)
        return { ok: false, reason: 'NEEDS_CONFIRMATION', recordedGames };
      const updated = await tx.tournament.updateMany({
        where: { id, version: expected.version },
        data: {
          ...input,
          startsOn: new Date(input.startsOn),
          endsOn: new Date(input.endsOn),
          version: { increment: 1 },
        },
      });
      if (updated.count === 0) return { ok: false, reason: 'CONFLICT' };
      const changedGames = recordedGames > 0 ? await rescoreTournament(tx, id, input.ruleset) : 0;
      const retimedRounds = await retimeUnstartedRounds(tx, id, before.roundMinutes, input.roundMinutes);
      const { version: _v, createdAt: _c, updatedAt: _u, ...previous } = before;
      await audit(tx, actor, {
        tournamentId: id,
        action: rulesetChanged ? 'tournament.ruleset' : 'tournament.update',
        entity: 'Tournament',
        entityId: id,
        before: previous,
        after: { ...input, rescoredGames: recordedGames, changedGames, retimedRounds },
      });
      return { ok: true, version: expected.version + 1, rescoredGames: recordedGames, changedGames, retimedRounds };
    },
    { timeout: 120_000 },
  );
}
