import 'server-only';
import { rows, sqlTransaction, type Db, type Sql } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { audit, type Actor } from '@/lib/audit/log';
import { afterWrongPin, lockedWords, tryPin } from '@/lib/auth/pin-lock';
import { verifierOf, type Seat } from '@/lib/rules/index';
import { initialsFit } from '../initials';
import { lockSheet, type LockedSheet } from './locked-sheet';
import { failure, fieldFailure, success, type ActionResult, type Failure } from '@/lib/actions/result';
import { initialsOf, SEAT_NAMES } from '../seat-names';

/** How a card's verification is proved: initials copied from the paper card by a scorekeeper, or the PIN at the table. */
export type Proof = { kind: 'initials'; initials: string; recordedById: string } | { kind: 'pin'; pin: string };

export type VerifyInput = { roundTableId: string; card: Seat; sheetVersion: number; proof: Proof };

type Verifier = { letter: Seat; player: { id: string; name: string } };

/** The sheet, locked, and who verifies `card` there; or why nobody can verify it now. */
async function lockedVerifier(
  tx: Sql,
  input: VerifyInput,
): Promise<ActionResult<{ sheet: LockedSheet; verifier: Verifier }>> {
  const sheet = await lockSheet(tx, input.roundTableId);
  if (!sheet) return failure('NOT_FOUND', 'There is no such table in this round.');
  if (sheet.status !== 'OPEN')
    return failure('LOCKED', 'This sheet was handed in: its cards cannot be verified again.');
  if (sheet.version !== input.sheetVersion)
    return failure('CONFLICT', 'The sheet changed since it was shown: check the card again before verifying it.');
  const letter = verifierOf(input.card, sheet.seated, sheet.ruleset.verification);
  const player = letter && sheet.players.get(letter);
  if (!letter || !player) return fieldFailure('NOT_FOUND', 'card', `Nobody sits in seat ${input.card} at this table.`);
  if (sheet.gamesEntered < sheet.gamesPerRound) {
    return failure(
      'CONFLICT',
      `Only ${sheet.gamesEntered} of ${sheet.gamesPerRound} games are entered: a card is verified when it is complete.`,
    );
  }
  return success({ sheet, verifier: { letter, player } });
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
  const { proof } = input;
  if (proof.kind === 'pin') {
    // Who verifies, read before a PIN try is counted; checked again under the lock below.
    const first = await lockedVerifier(db, input);
    if (!first.ok) return first;
    const wrong = await checkPin(db, first.data.verifier.player, proof.pin);
    if (wrong) return wrong;
  }
  return sqlTransaction(db, async (tx) => {
    const checked = await lockedVerifier(tx, input);
    if (!checked.ok) return checked;
    const { sheet, verifier } = checked.data;
    if (proof.kind === 'initials' && !initialsFit(proof.initials, verifier.player.name)) {
      const who = `${verifier.letter} ${verifier.player.name}`;
      const message = `${proof.initials} are not the initials of ${who}, who verifies this card: check the card.`;
      return fieldFailure('INVALID_INPUT', 'initials', message);
    }
    await store(tx, actor, sheet, input, verifier);
    return success({ verifiedBy: verifier.player.name }, `Card ${input.card} verified.`);
  });
}

async function checkPin(db: Db, player: Verifier['player'], pin: string): Promise<Failure | null> {
  const tried = await tryPin(db, player.id, pin);
  if (tried.kind === 'right') return null;
  if (tried.kind === 'locked') {
    return fieldFailure(
      'TOO_MANY_ATTEMPTS',
      'pin',
      `${lockedWords(player.name, tried.minutes)}. The scorekeeper can record the initials instead.`,
    );
  }
  return fieldFailure('INVALID_INPUT', 'pin', `That is not ${player.name}'s PIN. ${afterWrongPin(tried)}`);
}

/**
 * Stores the verification (the card's earlier one replaced) and moves the table's trigger-set `changedAt`, which the
 * live marker follows (the front cache's table JSON and the open pages): a verification changes what the table shows,
 * though not its version, as it changes no card. One statement; then the audit.
 */
async function store(tx: Sql, actor: Actor, sheet: LockedSheet, input: VerifyInput, verifier: Verifier) {
  const { proof } = input;
  const initials = proof.kind === 'initials' ? proof.initials : initialsOf(verifier.player.name);
  const method = proof.kind === 'initials' ? 'INITIALS' : 'PIN';
  const recordedById = proof.kind === 'initials' ? proof.recordedById : null;
  const [before] = await rows<{ card: string; verifiedBy: string; initials: string }>(
    tx,
    Prisma.sql`
    WITH "before" AS (
      SELECT "letter"::text AS "card", "verifiedByLetter"::text AS "verifiedBy", "initials" FROM "Verification"
      WHERE "roundTableId" = ${sheet.id} AND "letter" = ${input.card}::"SeatLetter"
    ), "stored" AS (
      INSERT INTO "Verification" ("id", "roundTableId", "letter", "verifiedByLetter", "verifiedByPlayerId", "initials",
                                  "method", "recordedById", "sheetVersion", "at")
      VALUES (gen_random_uuid()::text, ${sheet.id}, ${input.card}::"SeatLetter", ${verifier.letter}::"SeatLetter",
              ${verifier.player.id}, ${initials}, ${method}::"VerificationMethod", ${recordedById}, ${sheet.version},
              now() AT TIME ZONE 'UTC')
      ON CONFLICT ("roundTableId", "letter") DO UPDATE
      SET "verifiedByLetter" = EXCLUDED."verifiedByLetter", "verifiedByPlayerId" = EXCLUDED."verifiedByPlayerId",
          "initials" = EXCLUDED."initials", "method" = EXCLUDED."method", "recordedById" = EXCLUDED."recordedById",
          "sheetVersion" = EXCLUDED."sheetVersion", "at" = EXCLUDED."at"
    ), "touched" AS (
      UPDATE "RoundTable" SET "changedAt" = clock_timestamp() WHERE "id" = ${sheet.id}
    )
    SELECT * FROM "before"`,
  );
  const who = proof.kind === 'pin' ? { userId: null, label: `${verifier.player.name} (PIN at the table)` } : actor;
  await audit(tx, who, {
    tournamentId: sheet.round.tournamentId,
    action: 'card.verify',
    entity: 'RoundTable',
    entityId: sheet.id,
    before: before ?? null,
    after: {
      card: input.card,
      verifiedBy: `${SEAT_NAMES[verifier.letter]} ${verifier.player.name}`,
      initials,
      method,
    },
  });
}
