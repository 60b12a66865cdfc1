import 'server-only';
import type { Db, Tx } from '@/lib/db/client';
import { failure, success, type ActionResult, type Failure } from '@/lib/actions/result';
import { audit, type Actor } from '@/lib/audit/log';
import { repeatReport } from '@/lib/seating/meetings';
import { seatingByStanding } from '@/lib/seating/by-standing';
import { randomSeating } from '@/lib/seating/round-one';
import { seatingFromList } from '@/lib/seating/uploaded';
import { swapPlayers } from '@/lib/seating/swap';
import { spreadThreeSeats } from '@/lib/seating/three-seats';
import type { RotationPattern } from '@/lib/seating/rotation';
import { seatedPlayers, type Seating, type SeatingProblem, type SeatingResult } from '@/lib/seating/types';
import { rotationPatternSchema } from '@/lib/tournaments/schema';
import { rotatedSeating } from '../next-seating';
import { seatingHistory, toSeating, writeSeating } from './store';

export type SeatingSource =
  | { kind: 'random'; seed: string }
  | { kind: 'upload'; rows: { table: number; seat: string; playerNumber: number }[] }
  | { kind: 'rotation' }
  /** By standing: the players best first, as the standings rank them. */
  | { kind: 'standing'; order: readonly string[] }
  | { kind: 'planned'; seating: Seating; seed: string };

/** A round drafted (or its draft changed): which, and how many pairs would meet again. */
export type Drafted = { roundId: string; repeatPairs: number };

/** Why a seating cannot be made as asked, kept as the failure's details. */
export type SeatingProblems = { problems: readonly SeatingProblem[] };

/** A seating's problems in words, an uploaded one's by its line. */
export const problemText = (problems: readonly SeatingProblem[]) =>
  problems.map((p) => (p.row ? `line ${p.row}: ${p.message}` : p.message)).join(' ');

const unseatable = (problems: readonly SeatingProblem[]): Failure<SeatingProblems> =>
  failure('INVALID_INPUT', problemText(problems), undefined, { problems });

async function previousSeating(tx: Tx, tournamentId: string, number: number): Promise<Seating | null> {
  const previous = await tx.round.findUnique({
    where: { tournamentId_number: { tournamentId, number: number - 1 } },
    select: { status: true, seats: true, _count: { select: { tables: true } } },
  });
  if (!previous || previous.status === 'DRAFT') return null;
  return toSeating(previous.seats, previous._count.tables);
}

async function seatingFrom(
  tx: Tx,
  tournamentId: string,
  number: number,
  pattern: RotationPattern,
  source: SeatingSource,
): Promise<SeatingResult | string> {
  const players = await tx.player.findMany({
    where: { tournamentId },
    select: { id: true, number: true, status: true, substituteId: true },
  });
  const active = players.filter((p) => p.status === 'ACTIVE').map((p) => p.id);
  switch (source.kind) {
    case 'random':
      return randomSeating(active, source.seed);
    case 'planned':
      return sameRoster(source.seating, active)
        ? { ok: true, seating: source.seating }
        : 'The players changed while the generator searched: generate this round again.';
    case 'upload': {
      const idByNumber = new Map(players.map((p) => [p.number, p.id]));
      const rows = source.rows.map((r) => ({ ...r, playerId: idByNumber.get(r.playerNumber) ?? `#${r.playerNumber}` }));
      return seatingFromList(rows, active);
    }
    case 'rotation': {
      const previous = await previousSeating(tx, tournamentId, number);
      if (!previous) return `Round ${number - 1} must be published before round ${number} can be seated by rotation.`;
      const substitutes = players.flatMap((p) => (p.substituteId ? [{ out: p.id, in: p.substituteId }] : []));
      return rotatedSeating(previous, pattern, { active, substitutes });
    }
    case 'standing': {
      // Active players the standings do not list yet (none, normally) go last.
      const isActive = new Set(active);
      const ranked = [...new Set([...source.order, ...active])].filter((id) => isActive.has(id));
      return seatingByStanding(ranked, await seatingHistory(tx, tournamentId, number));
    }
  }
}

function sameRoster(seating: Seating, active: readonly string[]): boolean {
  const seated = new Set(seatedPlayers(seating));
  return seated.size === active.length && active.every((id) => seated.has(id));
}

const methodOf = (source: SeatingSource) => (source.kind === 'planned' ? 'generator' : source.kind);

/**
 * Drafts round `number` of a tournament (or re-drafts it while it is still a draft): computes the seating from
 * `source`, spreads its 3-player seats fairly (all but an upload), counts the pairs who would meet again, and stores seats and tables with an audit event.
 */
export async function draftRound(
  db: Db,
  actor: Actor,
  tournamentId: string,
  number: number,
  source: SeatingSource,
): Promise<ActionResult<Drafted, SeatingProblems>> {
  return db.$transaction(
    async (tx): Promise<ActionResult<Drafted, SeatingProblems>> => {
      const tournament = await tx.tournament.findUnique({ where: { id: tournamentId } });
      if (!tournament) return failure('NOT_FOUND', 'There is no such tournament.');
      if (number < 1 || number > tournament.roundCount)
        return failure('NOT_FOUND', `This tournament has rounds 1 to ${tournament.roundCount}.`);
      const existing = await tx.round.findUnique({ where: { tournamentId_number: { tournamentId, number } } });
      if (existing && existing.status !== 'DRAFT')
        return failure('LOCKED', `Round ${number} is already published: its seating is fixed.`);
      const later = await tx.round.count({ where: { tournamentId, number: { gt: number } } });
      const earlier = await tx.round.count({ where: { tournamentId, number: { lt: number } } });
      if (later > 0 || earlier !== number - 1)
        return failure('CONFLICT', `Rounds are seated in order: round ${earlier + 1} comes next.`);
      const pattern = rotationPatternSchema.parse(tournament.rotation);
      const seating = await seatingFrom(tx, tournamentId, number, pattern, source);
      if (typeof seating === 'string') return failure('CONFLICT', seating);
      if (!seating.ok) return unseatable(seating.problems);
      const history = await seatingHistory(tx, tournamentId, number);
      // An uploaded seating is the Director's own: kept as it is, its unfair 3-player seats named by the review.
      const fair = source.kind === 'upload' ? seating.seating : spreadThreeSeats(history, seating.seating);
      const { repeatPairs } = repeatReport(history, fair);
      const data = { seatingMethod: methodOf(source), seed: 'seed' in source ? source.seed : null, repeatPairs };
      const round = existing
        ? await tx.round.update({ where: { id: existing.id }, data: { ...data, version: { increment: 1 } } })
        : await tx.round.create({ data: { ...data, tournamentId, number, durationMinutes: tournament.roundMinutes } });
      await writeSeating(tx, round.id, fair);
      await audit(tx, actor, {
        tournamentId,
        action: 'round.draft',
        entity: 'Round',
        entityId: round.id,
        after: { number, ...data },
      });
      return success({ roundId: round.id, repeatPairs });
    },
    { timeout: 60_000 },
  );
}

/** Swaps two players' seats in a draft round, checking the version the Director saw. */
export async function swapInDraft(
  db: Db,
  actor: Actor,
  roundId: string,
  version: number,
  playerA: string,
  playerB: string,
): Promise<ActionResult<Drafted, SeatingProblems>> {
  return db.$transaction(async (tx): Promise<ActionResult<Drafted, SeatingProblems>> => {
    const round = await tx.round.findUnique({
      where: { id: roundId },
      include: { seats: true, _count: { select: { tables: true } } },
    });
    if (!round) return failure('NOT_FOUND', 'There is no such round.');
    if (round.status !== 'DRAFT') return failure('LOCKED', `Round ${round.number} is published: its seating is fixed.`);
    if (round.version !== version) return failure('CONFLICT', 'The seating was changed meanwhile: reload it.');
    const swapped = swapPlayers(toSeating(round.seats, round._count.tables), playerA, playerB);
    if (!swapped.ok) return unseatable(swapped.problems);
    const { repeatPairs } = repeatReport(await seatingHistory(tx, round.tournamentId, round.number), swapped.seating);
    await tx.round.update({ where: { id: roundId }, data: { repeatPairs, version: { increment: 1 } } });
    await writeSeating(tx, roundId, swapped.seating);
    await audit(tx, actor, {
      tournamentId: round.tournamentId,
      action: 'round.swap',
      entity: 'Round',
      entityId: roundId,
      after: { playerA, playerB, repeatPairs },
    });
    const repeats = repeatPairs ? `${repeatPairs} pairs would meet again.` : 'No pair meets again.';
    return success({ roundId, repeatPairs }, `Swapped. ${repeats}`);
  });
}
