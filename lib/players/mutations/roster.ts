import 'server-only';
import { rows, type Db, type Tx } from '@/lib/db/client';
import { audit, type Actor } from '@/lib/audit/log';
import type { Random } from '@/lib/random';
import { refuse, refusing, success, type ActionResult } from '@/lib/actions/result';
import { newPin, numberFor, playerData, withNumberRetry, type Slips } from './add';
import type { PlayerFields } from '../schema';
import { Prisma } from '@/lib/db/generated/client';

/** `seatedIn`: rounds not yet started where the withdrawn player still has a seat. */
export type Withdrawn = { number: number; name: string; seatedIn: number[] };

const label = (p: { number: number; name: string }) => `#${p.number} ${p.name}`;

/**
 * Locks the tournament's rounds against a concurrent start until this transaction ends, and refuses while one is
 * being played: the roster changes only between rounds.
 */
async function refuseDuringRound(tx: Tx, tournamentId: string, doing: string): Promise<void> {
  const rounds = await rows<{ number: number; status: string }>(
    tx,
    Prisma.sql`
    SELECT "number", "status"::text AS "status" FROM "Round" WHERE "tournamentId" = ${tournamentId} FOR SHARE`,
  );
  const playing = rounds.find((r) => r.status === 'STARTED');
  if (playing) refuse('LOCKED', `Round ${playing.number} is in play: ${doing} after time is called.`);
}

async function playerOf(tx: Tx, tournamentId: string, playerId: string) {
  const player = await tx.player.findFirst({
    where: { id: playerId, tournamentId },
    select: {
      id: true,
      number: true,
      name: true,
      club: true,
      status: true,
      substitute: { select: { number: true, name: true } },
    },
  });
  return player ?? refuse('NOT_FOUND', 'There is no such player in this tournament.');
}

/** Rounds not yet started where the player has a seat. */
async function upcomingSeats(tx: Tx, playerId: string) {
  const seats = await tx.seat.findMany({
    where: { playerId, round: { status: { in: ['DRAFT', 'PUBLISHED'] } } },
    select: { roundId: true, round: { select: { number: true } } },
  });
  return seats.map((s) => ({ roundId: s.roundId, number: s.round.number }));
}

/** Withdraws an active player between rounds; past seats and scores stay theirs. */
export async function withdrawPlayer(
  db: Db,
  actor: Actor,
  tournamentId: string,
  playerId: string,
): Promise<ActionResult<Withdrawn>> {
  return refusing(() =>
    db.$transaction(async (tx) => {
      const player = await playerOf(tx, tournamentId, playerId);
      await refuseDuringRound(tx, tournamentId, 'withdraw');
      const updated = await tx.player.updateMany({
        where: { id: player.id, status: 'ACTIVE' },
        data: { status: 'WITHDRAWN' },
      });
      if (updated.count === 0)
        refuse('CONFLICT', `${label(player)} is already ${player.status.toLowerCase()}: reload the list.`);
      await audit(tx, actor, {
        tournamentId,
        action: 'player.withdraw',
        entity: 'Player',
        entityId: player.id,
        before: { status: player.status },
        after: { status: 'WITHDRAWN' },
      });
      const seatedIn = (await upcomingSeats(tx, player.id)).map((s) => s.number);
      const seated = seatedIn.length
        ? ` They still have a seat in round ${seatedIn.join(', ')}: change that seating on the Rounds page.`
        : '';
      return success({ number: player.number, name: player.name, seatedIn }, `${label(player)} is withdrawn.${seated}`);
    }),
  );
}

/**
 * Replaces a player by a new one between rounds: the substitute gets a PIN and the seats the replaced player had
 * in rounds not yet started; the replaced player is withdrawn and keeps every seat and score already played.
 */
export async function substitutePlayer(
  db: Db,
  actor: Actor,
  tournamentId: string,
  playerId: string,
  fields: PlayerFields,
  random: Random,
): Promise<ActionResult<Slips>> {
  const { pin, pinHash } = await newPin(random);
  return withNumberRetry(fields, () =>
    db.$transaction(async (tx) => {
      const player = await playerOf(tx, tournamentId, playerId);
      await refuseDuringRound(tx, tournamentId, 'substitute');
      if (player.substitute)
        refuse('CONFLICT', `${label(player)} is already replaced by ${label(player.substitute)}: reload the list.`);
      const data = playerData(fields, await numberFor(tx, tournamentId, fields.number));
      const substitute = await tx.player.create({ data: { ...data, tournamentId, pinHash } });
      const status = player.status === 'DISQUALIFIED' ? 'DISQUALIFIED' : 'WITHDRAWN';
      const replaced = await tx.player.updateMany({
        where: { id: player.id, substituteId: null },
        data: { status, substituteId: substitute.id },
      });
      if (replaced.count === 0) refuse('CONFLICT', `${label(player)} was replaced meanwhile: reload the list.`);
      const seats = await upcomingSeats(tx, player.id);
      if (seats.length > 0) {
        const roundIds = seats.map((s) => s.roundId);
        await tx.seat.updateMany({
          where: { playerId: player.id, roundId: { in: roundIds } },
          data: { playerId: substitute.id },
        });
        await tx.round.updateMany({ where: { id: { in: roundIds } }, data: { version: { increment: 1 } } });
      }
      await audit(tx, actor, {
        tournamentId,
        action: 'player.substitute',
        entity: 'Player',
        entityId: player.id,
        before: { status: player.status },
        after: { status, substitute: { id: substitute.id, ...data }, seatsInRounds: seats.map((s) => s.number) },
      });
      const slips = [{ number: substitute.number, name: substitute.name, club: substitute.club, pin }];
      return success({ slips }, `${label(substitute)} substitutes from the next round.`);
    }),
  );
}

/** Gives a player a new PIN (the old one stops working), shown once. */
export async function resetPin(
  db: Db,
  actor: Actor,
  tournamentId: string,
  playerId: string,
  random: Random,
): Promise<ActionResult<Slips>> {
  const { pin, pinHash } = await newPin(random);
  return refusing(() =>
    db.$transaction(async (tx) => {
      const player = await playerOf(tx, tournamentId, playerId);
      await tx.player.update({ where: { id: player.id }, data: { pinHash }, select: { id: true } });
      await audit(tx, actor, { tournamentId, action: 'player.resetPin', entity: 'Player', entityId: player.id });
      const slips = [{ number: player.number, name: player.name, club: player.club, pin }];
      return success({ slips }, `New PIN for ${label(player)}; the old one no longer works.`);
    }),
  );
}
