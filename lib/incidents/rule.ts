import 'server-only';
import type { Tx } from '@/lib/db/client';
import { auditMany, type Actor, type AuditEntry } from '@/lib/audit/log';
import { writeGame } from '@/lib/sheets/mutations/record-game';
import type { LockedSheet } from '@/lib/sheets/mutations/locked-sheet';
import { toJson } from '@/lib/util/json';
import {
  gameAfterRuling,
  INCIDENT_INFO,
  questionsToAsk,
  type GameEffect,
  type IncidentContext,
  type IncidentFacts,
  type PlayerEffect,
  type Problem,
  type Proposal,
  type Seat,
} from '@/lib/rules';
import { failure, refuse, Refusal, success, type ActionResult, type Failure } from '@/lib/actions/result';
import type { StoredGame } from './queries';
import type { Decision } from './schema';

/** An incident recorded: left open (a disputed challenge, until the game ends) or ruled, and what it did to the score. */
export type RecordedIncident = {
  incidentId: string;
  status: 'OPEN' | 'RULED';
  proposal: Proposal;
  scores: Partial<Record<Seat, number>> | null;
  /** Ruled on a game not yet entered: applied when it is entered. */
  waitsForGame?: number;
};

/** Why an incident cannot be ruled as given: the answers still needed, or the problems of the game it would make. */
export type RulingGaps = { needs?: string[]; problems?: Problem[] };

/** An incident or a ruling refused for its input: needs beside the facts, problems beside the record, both as details. */
export function rulingGaps(message: string, gaps: RulingGaps): Failure<RulingGaps> {
  const fieldErrors = {
    ...(gaps.needs?.length ? { facts: gaps.needs } : {}),
    ...(gaps.problems?.length ? { record: gaps.problems.map((p) => p.message) } : {}),
  };
  return failure('INVALID_INPUT', message, fieldErrors, gaps);
}

export type Ruling = {
  sheet: LockedSheet;
  gameNumber: number;
  game: StoredGame;
  context: IncidentContext;
  facts: IncidentFacts;
  proposal: Proposal;
  decision: Decision;
  allPresent?: boolean;
  /** The incident as it stood before, when ruled after being left open (a disputed challenge settled at the end). */
  prior?: { id: string; facts: unknown; status: string };
};

/** What the Director's decision does: the proposal's effects, or the ones given with the overriding reason (T27). */
function decided(r: Ruling): { words: string; effects: GameEffect[]; playerEffects: PlayerEffect[] } {
  if (r.decision.type === 'confirm') {
    const { ruling, effects, playerEffects } = r.proposal;
    return { words: ruling, effects, playerEffects };
  }
  const { reason, effects = [], playerEffects = [] } = r.decision;
  return { words: reason, effects, playerEffects };
}

/** Applies the game effects through game entry's own write: on an accepted sheet, an amendment of kind 'ruling'. */
async function applyToGame(tx: Tx, actor: Actor, r: Ruling, effects: GameEffect[], words: string) {
  const accepted = r.sheet.status === 'ACCEPTED';
  if (accepted && r.allPresent !== true) {
    const message =
      'This sheet was accepted: the ruling amends it, so state that every player of the table was present (T26).';
    return refuse('INVALID_INPUT', message);
  }
  const checked = gameAfterRuling(r.game?.record ?? null, effects, r.context.table);
  if (!checked.ok) {
    const message = `The ruling cannot be applied to game ${r.gameNumber} as it stands: see the problems.`;
    throw new Refusal(rulingGaps(message, { problems: checked.problems }));
  }
  const reason = `${INCIDENT_INFO[r.facts.kind].title}: ${words}`;
  const input = {
    roundTableId: r.sheet.id,
    number: r.gameNumber,
    record: checked.game,
    expectedVersion: r.game?.version ?? null,
    ...(accepted
      ? { amendment: { reason, allPresent: true as const, kind: 'ruling' as const } }
      : { ruling: { reason } }),
  };
  const written = await writeGame(tx, actor, input, checked.game);
  // The sheet is locked since the game was read, so its version cannot have moved.
  if (written === 'CONFLICT') return refuse('CONFLICT', 'The game changed meanwhile: reload it.');
  const { result } = written;
  if (!result.ok) {
    if (result.reason !== 'INVALID_INPUT') return refuse(result.reason, result.message);
    throw new Refusal(rulingGaps('The ruling cannot be applied to this game.', { problems: result.details?.problems }));
  }
  return { gameId: result.data.gameId, scores: result.data.scores, entries: written.entries };
}

type PlayerState = { id: string; status: string; warnings: number };

/** A warning counts one more courtesy complaint (T2A); a disqualification sets the player's status (T2B). */
async function applyToPlayers(tx: Tx, r: Ruling, effects: PlayerEffect[]) {
  const before: PlayerState[] = [];
  const after: PlayerState[] = [];
  const applied = [];
  for (const effect of effects) {
    const player = r.sheet.players.get(effect.seat);
    if (!player) return refuse('INVALID_INPUT', `Seat ${effect.seat} is not taken at this table.`);
    const select = { id: true, status: true, warnings: true } as const;
    before.push(await tx.player.findUniqueOrThrow({ where: { id: player.id }, select }));
    const data = effect.type === 'warning' ? { warnings: { increment: 1 } } : { status: 'DISQUALIFIED' as const };
    after.push(await tx.player.update({ where: { id: player.id }, data, select }));
    applied.push({ ...effect, playerId: player.id });
  }
  return { before, after, applied };
}

/**
 * A ruling made once the game has ended: a disputed challenge settled, after being left open or with the finding
 * given at once. Answers known only at the game's end say so.
 */
const atGameEnd = (r: Ruling) =>
  r.prior !== undefined ||
  questionsToAsk(r.facts).some((q) => q.atGameEnd && (r.facts as Record<string, unknown>)[q.id] !== undefined);

/**
 * A ruling at the end of a game the scorekeeper has not entered: no placeholder game is made; the effects wait as a
 * note on that game and apply when it is entered (lib/sheets/mutations/pending-rulings.ts). Checked against the bare table now, so
 * that a ruling that could never apply is refused while the Director is there.
 */
function checkPending(r: Ruling, effects: GameEffect[]): void {
  const checked = gameAfterRuling(null, effects, r.context.table);
  if (!checked.ok) {
    const message = `The ruling cannot be applied to game ${r.gameNumber}: see the problems.`;
    throw new Refusal(rulingGaps(message, { problems: checked.problems }));
  }
}

/**
 * Rules an incident inside the caller's transaction, the sheet locked: applies the decided effects to the game (as a
 * game entry, or an amendment of an accepted sheet) and to the players, stores the incident RULED, and audits it all.
 */
export async function ruleIncident(
  tx: Tx,
  actor: Actor,
  r: Ruling,
): Promise<ActionResult<RecordedIncident, RulingGaps>> {
  const { words, effects, playerEffects } = decided(r);
  const pending = effects.length > 0 && r.game === null && atGameEnd(r);
  if (pending) checkPending(r, effects);
  const game = effects.length > 0 && !pending ? await applyToGame(tx, actor, r, effects, words) : null;
  const players = await applyToPlayers(tx, r, playerEffects);
  const ruling = {
    decision: r.decision.type,
    ruling: words,
    effects,
    playerEffects: players.applied,
    amendment: game !== null && r.sheet.status === 'ACCEPTED',
    ...(pending && { pending: true }),
  };
  const data = {
    gameId: game?.gameId ?? r.game?.id ?? null,
    facts: toJson(r.facts),
    proposal: toJson(r.proposal),
    ruling: toJson(ruling),
    status: 'RULED' as const,
    ruledById: actor.userId,
    ruledAt: new Date(),
  };
  const incident = r.prior
    ? await tx.incident.update({ where: { id: r.prior.id }, data })
    : await tx.incident.create({ data: { ...data, ...where(r), createdById: actor.userId ?? '' } });
  const entry: AuditEntry = {
    tournamentId: r.sheet.round.tournamentId,
    action: 'incident.rule',
    entity: 'Incident',
    entityId: incident.id,
    before: { incident: r.prior ? { status: r.prior.status, facts: r.prior.facts } : null, players: players.before },
    after: { incident: { status: 'RULED', facts: r.facts, ruling }, players: players.after },
    reason: r.decision.type === 'override' ? r.decision.reason : undefined,
  };
  await auditMany(
    tx,
    [...(game?.entries ?? []), entry].map((e) => ({ actor, entry: e })),
  );
  const ruled: RecordedIncident = {
    incidentId: incident.id,
    status: 'RULED',
    proposal: r.proposal,
    scores: game?.scores ?? null,
    ...(pending && { waitsForGame: r.gameNumber }),
  };
  return success(ruled, pending ? `Ruled: it applies when game ${r.gameNumber} is entered.` : 'Ruled.');
}

/** Where an incident happened: the tournament, the table, the game's number. */
export const where = (r: Pick<Ruling, 'sheet' | 'gameNumber' | 'facts'>) => ({
  tournamentId: r.sheet.round.tournamentId,
  roundTableId: r.sheet.id,
  gameNumber: r.gameNumber,
  kind: r.facts.kind,
});
