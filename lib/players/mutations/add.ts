import 'server-only';
import type { Db, Tx } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';
import { audit, type Actor } from '@/lib/audit/log';
import { hashPin } from '@/lib/auth/password';
import { hashPins } from '@/lib/auth/pin-hashing';
import type { Random } from '@/lib/random';
import { generatePins } from '../pin';
import { nextFreeNumber, playersByNumber } from '../queries';
import { fieldFailure, refuse, refusing, success, type ActionResult } from '@/lib/actions/result';
import type { PlayerFields } from '../schema';

export type NewPlayer = { number: number; name: string; club?: string; city?: string; region?: string; email?: string };

/** A new PIN, shown once on the PIN slips. */
export type PinSlip = { number: number; name: string; club: string | null; pin: string };

/** New PINs, shown once: what adding, substituting or a new PIN answers. */
export type Slips = { slips: PinSlip[] };

/** Refuses the transaction for a reason about the form's `number` field. */
const refuseNumber = (reason: 'CONFLICT' | 'TAKEN', message: string): never =>
  refuse(reason, message, { number: [message] });

export async function numberFor(tx: Tx, tournamentId: string, wanted: number | undefined): Promise<number> {
  if (wanted === undefined) {
    return (await nextFreeNumber(tx, tournamentId)) ?? refuseNumber('CONFLICT', 'Every player number is in use.');
  }
  const [holder] = await playersByNumber(tx, tournamentId, [wanted]);
  if (holder)
    refuseNumber(
      'TAKEN',
      `Number ${wanted} is already taken by ${holder.name}: choose another, or leave it empty for the next free one.`,
    );
  return wanted;
}

export const playerData = (fields: PlayerFields, number: number) => ({
  number,
  name: fields.name,
  club: fields.club ?? null,
  city: fields.city ?? null,
  region: fields.region ?? null,
  email: fields.email ?? null,
});

/** Runs `attempt`; a clash on a number picked automatically (another Director added someone meanwhile) is retried. */
export async function withNumberRetry<T>(
  fields: PlayerFields,
  attempt: () => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  for (let tries = 1; ; tries++) {
    try {
      return await refusing(attempt);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (fields.number !== undefined || tries === 3) {
        const message =
          fields.number !== undefined
            ? `Number ${fields.number} was just taken: choose another.`
            : 'Someone else is adding players: try again.';
        return fieldFailure('TAKEN', 'number', message);
      }
    }
  }
}

/**
 * Adds players with their PINs (hashed here; the plain PINs are shown once, on the PIN slips, and never stored).
 * Runs inside the caller's transaction.
 */
export async function addPlayers(
  tx: Tx,
  actor: Actor,
  tournamentId: string,
  players: readonly NewPlayer[],
  pins: readonly string[],
): Promise<void> {
  await insertPlayers(tx, actor, tournamentId, players, await hashPins(pins), 'players.add');
}

export async function insertPlayers(
  tx: Tx,
  actor: Actor,
  tournamentId: string,
  players: readonly NewPlayer[],
  pinHashes: readonly string[],
  action: string,
): Promise<void> {
  await tx.player.createMany({
    data: players.map((player, i) => ({ ...player, tournamentId, pinHash: pinHashes[i] as string })),
  });
  await audit(tx, actor, {
    tournamentId,
    action,
    entity: 'Tournament',
    entityId: tournamentId,
    after: players.map(({ number, name }) => ({ number, name })),
  });
}

/** A fresh PIN and its hash: the PIN goes on the PIN slips once, only the hash is stored. */
export async function newPin(random: Random): Promise<{ pin: string; pinHash: string }> {
  const [pin] = generatePins(1, random) as [string];
  return { pin, pinHash: await hashPin(pin) };
}

/** Adds one player, numbered `fields.number` or the next free number, with a new PIN. */
export async function addPlayer(
  db: Db,
  actor: Actor,
  tournamentId: string,
  fields: PlayerFields,
  random: Random,
): Promise<ActionResult<Slips>> {
  const { pin, pinHash } = await newPin(random);
  return withNumberRetry(fields, () =>
    db.$transaction(async (tx) => {
      const data = playerData(fields, await numberFor(tx, tournamentId, fields.number));
      const player = await tx.player.create({ data: { ...data, tournamentId, pinHash } });
      await audit(tx, actor, {
        tournamentId,
        action: 'player.add',
        entity: 'Player',
        entityId: player.id,
        after: data,
      });
      const slips = [{ number: player.number, name: player.name, club: player.club, pin }];
      return success({ slips }, `Added #${player.number} ${player.name}.`);
    }),
  );
}
