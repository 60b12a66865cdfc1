import 'server-only';
import { failure, success, type ActionResult } from '@/lib/actions/result';
import type { Db, Tx } from '@/lib/db/client';
import { audit, type Actor } from '@/lib/audit/log';
import { rescoreTournament } from '@/lib/sheets/mutations/rescore';
import { canonicalJson } from '@/lib/util/json';
import type { Tournament } from './schema';

/** Creates a tournament with `directorId` as its Director, in one transaction with its audit event. */
export async function createTournament(
  db: Db,
  actor: Actor,
  input: Tournament,
  directorId: string | null,
): Promise<ActionResult<{ id: string }>> {
  return db.$transaction(async (tx) => {
    if (await tx.tournament.findUnique({ where: { slug: input.slug }, select: { id: true } })) {
      return failure('TAKEN', 'Another tournament uses that address.', { slug: ['Already taken: choose another'] });
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
    return success({ id: tournament.id });
  });
}

/** Saved settings: the new version, the games re-scored (and how many of those changed), the rounds re-timed. */
export type UpdatedTournament = {
  version: number;
  rescoredGames: number;
  changedGames: number;
  retimedRounds: number[];
};

/** Why saving waits for the Director's confirmation: the games a new ruleset would re-score. */
export type RescoreToConfirm = { recordedGames: number };

const CHANGED_MEANWHILE = 'Someone else changed this tournament meanwhile: reload the page to see their version.';

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
): Promise<ActionResult<UpdatedTournament, RescoreToConfirm>> {
  return db.$transaction(
    async (tx): Promise<ActionResult<UpdatedTournament, RescoreToConfirm>> => {
      // Locked first, so that no game is stored under the old ruleset between counting or re-scoring the games and
      // committing (recordGame reads the ruleset under a share lock of this row).
      await tx.$executeRaw`SELECT 1 FROM "Tournament" WHERE "id" = ${id} FOR UPDATE`;
      const before = await tx.tournament.findUnique({ where: { id } });
      if (!before) return failure('NOT_FOUND', 'There is no such tournament.');
      if (before.version !== expected.version) return failure('CONFLICT', CHANGED_MEANWHILE);
      const shrinks = await shrinkProblem(tx, id, input);
      if (shrinks) return failure('CONFLICT', shrinks);
      const rulesetChanged = canonicalJson(before.ruleset) !== canonicalJson(input.ruleset);
      const scoringChanged = canonicalJson(scoringPart(before.ruleset)) !== canonicalJson(scoringPart(input.ruleset));
      const recordedGames = scoringChanged
        ? await tx.game.count({ where: { roundTable: { round: { tournamentId: id } } } })
        : 0;
      if (recordedGames > 0 && !expected.confirmRescore)
        return failure(
          'NEEDS_CONFIRMATION',
          `${recordedGames} games are already recorded. Saving a new ruleset re-scores every one of them.`,
          undefined,
          { recordedGames },
        );
      const updated = await tx.tournament.updateMany({
        where: { id, version: expected.version },
        data: {
          ...input,
          startsOn: new Date(input.startsOn),
          endsOn: new Date(input.endsOn),
          version: { increment: 1 },
        },
      });
      if (updated.count === 0) return failure('CONFLICT', CHANGED_MEANWHILE);
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
      const rescored = recordedGames
        ? ` ${recordedGames} games re-scored, ${changedGames} of them with new points.`
        : '';
      const retimed = retimedRounds.length
        ? ` The new round length applies to round ${retimedRounds.join(', ')}, not yet started.`
        : '';
      return success(
        { version: expected.version + 1, rescoredGames: recordedGames, changedGames, retimedRounds },
        `Saved.${rescored}${retimed}`,
      );
    },
    { timeout: 120_000 },
  );
}
