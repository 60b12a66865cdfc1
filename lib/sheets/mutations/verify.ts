import 'server-only';
import type { Db, Tx } from '@/lib/db/client';
import { audit, type Actor } from '@/lib/audit/log';
import { claimPinTry, clearWrongPins, pinLockedFor } from '@/lib/auth/pin-lock';
import { verifySecret } from '@/lib/auth/password';
import { verifierOf, type Seat } from '@/lib/rules/index';
import { initialsFit } from '../initials';
import { lockSheet, type LockedSheet } from './locked-sheet';
import { failure, fieldFailure, success, type ActionResult, type Failure } from '@/lib/actions/result';
import { initialsOf, SEAT_NAMES } from '../seat-names';

/** How a card's verification is proved: initials copied from the paper card by a scorekeeper, or the PIN at the table. */
export type Proof = { kind: 'initials'; initials: string; recordedById: string } | { kind: 'pin'; pin: string };

export type VerifyInput = { roundTableId: string; card: Seat; sheetVersion: number; proof: Proof };

type Verifier = { letter: Seat; player: { id: string; name: string } };

/** Who verifies `card` at this sheet, or why nobody can yet. */
async function verifierFor(tx: Tx, sheet: LockedSheet, input: VerifyInput): Promise<ActionResult<Verifier>> {
  if (sheet.status !== 'OPEN')
    return failure('LOCKED', 'This sheet was handed in: its cards cannot be verified again.');
  if (sheet.version !== input.sheetVersion)
    return failure('CONFLICT', 'The sheet changed since it was shown: check the card again before verifying it.');
  const letter = verifierOf(input.card, sheet.seated, sheet.ruleset.verification);
  const player = letter && sheet.players.get(letter);
  if (!letter || !player) return fieldFailure('NOT_FOUND', 'card', `Nobody sits in seat ${input.card} at this table.`);
  const games = await tx.game.count({ where: { roundTableId: sheet.id } });
  if (games < sheet.gamesPerRound) {
    return failure(
      'CONFLICT',
      `Only ${games} of ${sheet.gamesPerRound} games are entered: a card is verified when it is complete.`,
    );
  }
  return success({ letter, player });
}

/**
 * Records that the verifying player (docs/rules.md §3.2: the partner, or East) checked `card`'s game scores and total.
 * A PIN is checked before anything is locked, and wrong PINs count towards the player's PIN lock.
 */
export async function verifyCard(
  db: Db,
  actor: Actor,
  input: VerifyInput,
): Promise<ActionResult<{ verifiedBy: string }>> {
  const first = await db.$transaction(async (tx) => {
    const sheet = await lockSheet(tx, input.roundTableId);
    return sheet ? verifierFor(tx, sheet, input) : failure('NOT_FOUND', 'There is no such table in this round.');
  });
  if (!first.ok) return first;
  const { proof } = input;
  if (proof.kind === 'initials' && !initialsFit(proof.initials, first.data.player.name)) {
    const who = `${first.data.letter} ${first.data.player.name}`;
    const message = `${proof.initials} are not the initials of ${who}, who verifies this card: check the card.`;
    return fieldFailure('INVALID_INPUT', 'initials', message);
  }
  if (proof.kind === 'pin') {
    const wrong = await checkPin(db, first.data.player, proof.pin);
    if (wrong) return wrong;
  }
  return db.$transaction(async (tx) => {
    const sheet = await lockSheet(tx, input.roundTableId);
    if (!sheet) return failure('NOT_FOUND', 'There is no such table in this round.');
    const checked = await verifierFor(tx, sheet, input);
    if (!checked.ok) return checked;
    await store(tx, actor, sheet, input, checked.data);
    return success({ verifiedBy: checked.data.player.name }, `Card ${input.card} verified.`);
  });
}

const lockedMinutes = async (db: Db, playerId: string) =>
  Math.max(1, Math.ceil((await pinLockedFor(db, playerId)) / 60));

async function checkPin(db: Db, player: Verifier['player'], pin: string): Promise<Failure | null> {
  // Counted before it is checked: parallel guesses cannot slip past the lock.
  const left = await claimPinTry(db, player.id);
  if (left < 0) {
    const minutes = await lockedMinutes(db, player.id);
    return fieldFailure(
      'TOO_MANY_ATTEMPTS',
      'pin',
      `${player.name}'s PIN is locked for ${minutes} more minute${minutes === 1 ? '' : 's'} after five wrong tries. The scorekeeper can record the initials instead.`,
    );
  }
  const row = await db.player.findUnique({ where: { id: player.id }, select: { pinHash: true } });
  if (row && (await verifySecret(pin, row.pinHash))) {
    await clearWrongPins(db, player.id);
    return null;
  }
  const then =
    left === 0
      ? `It is now locked for ${await lockedMinutes(db, player.id)} minutes.`
      : `${left} ${left === 1 ? 'try' : 'tries'} left.`;
  return fieldFailure('INVALID_INPUT', 'pin', `That is not ${player.name}'s PIN. ${then}`);
}

async function store(tx: Tx, actor: Actor, sheet: LockedSheet, input: VerifyInput, verifier: Verifier) {
  const { proof } = input;
  const data = {
    verifiedByLetter: verifier.letter,
    verifiedByPlayerId: verifier.player.id,
    initials: proof.kind === 'initials' ? proof.initials : initialsOf(verifier.player.name),
    method: proof.kind === 'initials' ? ('INITIALS' as const) : ('PIN' as const),
    recordedById: proof.kind === 'initials' ? proof.recordedById : null,
    sheetVersion: sheet.version,
    at: new Date(),
  };
  const key = { roundTableId_letter: { roundTableId: sheet.id, letter: input.card } };
  const before = await tx.verification.findUnique({ where: key });
  const who = proof.kind === 'pin' ? { userId: null, label: `${verifier.player.name} (PIN at the table)` } : actor;
  await tx.verification.upsert({
    where: key,
    create: { ...data, roundTableId: sheet.id, letter: input.card },
    update: data,
  });
  // A verification changes what the table shows: its trigger-set `changedAt` moves the live marker (the front cache's
  // table JSON and the open pages follow it). The sheet's version stays: a verification changes no card.
  await tx.$executeRaw`UPDATE "RoundTable" SET "changedAt" = clock_timestamp() WHERE "id" = ${sheet.id}`;
  await audit(tx, who, {
    tournamentId: sheet.round.tournamentId,
    action: 'card.verify',
    entity: 'RoundTable',
    entityId: sheet.id,
    before: before && { card: before.letter, verifiedBy: before.verifiedByLetter, initials: before.initials },
    after: {
      card: input.card,
      verifiedBy: `${SEAT_NAMES[verifier.letter]} ${verifier.player.name}`,
      initials: data.initials,
      method: data.method,
    },
  });
}
