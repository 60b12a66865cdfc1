import 'server-only';
import type { Db, Tx } from '@/lib/db/client';
import { failure, refuse, refusing, success, type ActionResult } from '@/lib/actions/result';
import { audit, type Actor } from '@/lib/audit/log';
import { closeCall } from '@/lib/calls/mutations';
import { lockSheet } from '@/lib/sheets/mutations/locked-sheet';
import { toJson } from '@/lib/util/json';
import { incidentFactsSchema, proposeRuling, type IncidentKind } from '@/lib/rules';
import { storedGame } from '@/lib/sheets/mutations/record-game';
import { incidentContext } from './queries';
import { ruleIncident, rulingGaps, where, type RecordedIncident, type Ruling, type RulingGaps } from './rule';
import type { Decision } from './schema';

export type RecordIncidentInput = {
  tournamentId: string;
  roundTableId: string;
  gameNumber: number;
  kind: IncidentKind;
  facts: unknown;
  decision: Decision;
  /** On an accepted sheet, a ruling that changes a game is an amendment: every player was present (T26). */
  allPresent?: boolean;
};

/**
 * The sheet an incident is ruled on, locked; refused (thrown: the caller runs in `refusing`) when it is not this
 * tournament's, or not yet published.
 */
async function sheetFor(tx: Tx, tournamentId: string, roundTableId: string, gameNumber: number) {
  const sheet = await lockSheet(tx, roundTableId);
  if (!sheet || sheet.round.tournamentId !== tournamentId)
    return refuse('NOT_FOUND', 'There is no such table in this tournament.');
  if (sheet.round.status === 'DRAFT')
    return refuse('LOCKED', `Round ${sheet.round.number} is not published yet: no game is played.`);
  if (!Number.isInteger(gameNumber) || gameNumber < 1 || gameNumber > sheet.gamesPerRound)
    return refuse('NOT_FOUND', `A round has games 1 to ${sheet.gamesPerRound}.`);
  return sheet;
}

const incompleteFacts = (needs: string[], message = 'The facts are not complete: answer what is still needed.') =>
  rulingGaps(message, { needs });

/**
 * Records an incident the Director was called to and rules it (T27): the facts are checked, the rules propose a
 * ruling from them and the game so far, and the Director's decision (confirm, or override with a reason and other
 * effects) is applied to the game and the players, audited, in one transaction. A disputed dead-hand challenge is
 * left open, without effect, until the game ends (DH): see `settleIncident`.
 */
export async function recordIncident(
  db: Db,
  actor: Actor,
  input: RecordIncidentInput,
): Promise<ActionResult<RecordedIncident, RulingGaps>> {
  const parsed = incidentFactsSchema.safeParse({ ...(input.facts as object), kind: input.kind });
  if (!parsed.success) {
    const needs = parsed.error.issues.map((i) => `${i.path.join('.') || 'facts'}: ${i.message}`);
    return incompleteFacts(needs, 'The facts could not be read.');
  }
  const facts = parsed.data;
  // A refusal thrown inside rolls back everything written before it and is answered.
  return refusing(() =>
    db.$transaction(async (tx): Promise<ActionResult<RecordedIncident, RulingGaps>> => {
      const sheet = await sheetFor(tx, input.tournamentId, input.roundTableId, input.gameNumber);
      const game = await storedGame(tx, sheet.id, input.gameNumber);
      const context = await incidentContext(tx, sheet, input.gameNumber, facts, game);
      const proposal = proposeRuling(facts, context);
      if (proposal.needs.length > 0) return incompleteFacts(proposal.needs);
      const ruling = { sheet, gameNumber: input.gameNumber, game, context, facts, proposal, decision: input.decision };
      if (proposal.open && input.decision.type === 'confirm') return leaveOpen(tx, actor, ruling);
      return ruleIncident(tx, actor, { ...ruling, allPresent: input.allPresent });
    }),
  );
}

/** A disputed challenge: stored OPEN, no effect, until the game ends and the hand is revealed (DH). */
async function leaveOpen(
  tx: Tx,
  actor: Actor,
  r: Omit<Ruling, 'decision' | 'context'>,
): Promise<ActionResult<RecordedIncident, RulingGaps>> {
  // Hand-in waits for open disputes: one raised after the game ended would hold a sheet already handed in.
  if (r.sheet.status !== 'OPEN')
    return incompleteFacts([`The game has ended and the sheet is ${r.sheet.status.toLowerCase()}: what was found?`]);
  const incident = await tx.incident.create({
    data: {
      ...where(r),
      gameId: r.game?.id ?? null,
      facts: toJson(r.facts),
      proposal: toJson(r.proposal),
      status: 'OPEN',
      createdById: actor.userId ?? '',
    },
  });
  await audit(tx, actor, {
    tournamentId: r.sheet.round.tournamentId,
    action: 'incident.open',
    entity: 'Incident',
    entityId: incident.id,
    after: { status: 'OPEN', gameNumber: r.gameNumber, facts: r.facts },
  });
  const open: RecordedIncident = { incidentId: incident.id, status: 'OPEN', proposal: r.proposal, scores: null };
  return success(open, 'Recorded: the dispute is settled when the game ends.');
}

/**
 * Records an incident (`recordIncident`) from a call of its table, and closes the call by it. The incident stands
 * when the call cannot be closed (another Director closed it meanwhile): the message says so.
 */
export async function recordIncidentOfCall(
  db: Db,
  actor: Actor,
  input: RecordIncidentInput & { callId?: string },
  now: Date,
): Promise<ActionResult<RecordedIncident, RulingGaps>> {
  const { callId, ...incident } = input;
  const ruled = await recordIncident(db, actor, incident);
  if (!ruled.ok || !callId) return ruled;
  const call = { tournamentId: input.tournamentId, callId, incidentId: ruled.data.incidentId };
  const closed = await closeCall(db, actor, call, now);
  return closed.ok ? ruled : { ...ruled, message: `${ruled.message} The call was not closed: ${closed.message}` };
}

export type SettleIncidentInput = {
  tournamentId: string;
  incidentId: string;
  finding: 'dead' | 'not_dead';
  allPresent?: boolean;
};

/**
 * Settles a disputed dead-hand challenge when the game ends (DH): the finding joins the facts, the rules propose
 * again, and the effect (the challenged hand dead, or the challenger in error) is applied as the Director's ruling.
 */
export async function settleIncident(
  db: Db,
  actor: Actor,
  input: SettleIncidentInput,
): Promise<ActionResult<RecordedIncident, RulingGaps>> {
  const found = await db.incident.findFirst({
    where: { id: input.incidentId, tournamentId: input.tournamentId },
    select: { roundTableId: true, gameNumber: true },
  });
  if (!found?.roundTableId || !found.gameNumber) return failure('NOT_FOUND', 'There is no such incident.');
  const { roundTableId, gameNumber } = found;
  // A refusal thrown inside rolls back everything written before it and is answered.
  return refusing(() =>
    db.$transaction(async (tx): Promise<ActionResult<RecordedIncident, RulingGaps>> => {
      const sheet = await sheetFor(tx, input.tournamentId, roundTableId, gameNumber);
      // Read again under the sheet's lock: every write to the table's incidents holds it.
      const incident = await tx.incident.findUniqueOrThrow({ where: { id: input.incidentId } });
      if (incident.status !== 'OPEN') return failure('CONFLICT', 'This incident is already ruled.');
      const parsed = incidentFactsSchema.safeParse({ ...(incident.facts as object), finding: input.finding });
      if (!parsed.success || parsed.data.kind !== 'DEAD_HAND_CHALLENGE')
        return failure('CONFLICT', 'Only a disputed dead-hand challenge is settled at the end of the game.');
      const facts = parsed.data;
      const game = await storedGame(tx, sheet.id, gameNumber);
      const context = await incidentContext(tx, sheet, gameNumber, facts, game);
      const proposal = proposeRuling(facts, context);
      if (proposal.needs.length > 0 || proposal.open) return incompleteFacts(proposal.needs);
      const prior = { id: incident.id, facts: incident.facts, status: incident.status };
      const decision = { type: 'confirm' } as const;
      return ruleIncident(tx, actor, {
        sheet,
        gameNumber,
        game,
        context,
        facts,
        proposal,
        decision,
        prior,
        allPresent: input.allPresent,
      });
    }),
  );
}
