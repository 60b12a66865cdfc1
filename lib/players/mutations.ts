import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import bcrypt from 'bcryptjs';
import type { Db, Tx } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';
import { audit, type Actor } from '@/lib/audit/log';
import { hashPin } from '@/lib/auth/password';
import type { Random } from '@/lib/random';
import { parsePlayersCsv, type CsvPlayer, type CsvProblem } from './csv';
import { generatePins } from './pin';
import { nextFreeNumber, playersByNumber } from './queries';
import type { PlayerFields } from './schema';

export type NewPlayer = { number: number; name: string; club?: string; email?: string };

/** A new PIN, shown once on the badge sheet. */
export type Badge = { number: number; name: string; club: string | null; pin: string };

export type Refused = { ok: false; reason: 'NOT_FOUND' | 'CONFLICT' | 'LOCKED' | 'TAKEN'; message: string; field?: 'number' };

export type BadgeResult = { ok: true; badges: Badge[] } | Refused;
export type ImportResult = { ok: true; badges: Badge[] } | { ok: false; reason: 'INVALID_INPUT'; problems: CsvProblem[] };
/** `seatedIn`: rounds not yet started where the withdrawn player still has a seat. */
export type WithdrawResult = { ok: true; number: number; name: string; seatedIn: number[] } | Refused;

/** Thrown inside a transaction to roll it back, and returned by `refusing` as the result. */
class Refusal extends Error {
  constructor(readonly result: Refused) {
    super(result.message);
  }
}

async function refusing<T>(run: () => Promise<T>): Promise<T | Refused> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    throw error;
  }
}

const refuse = (reason: Refused['reason'], message: string, field?: 'number'): never => {
  throw new Refusal({ ok: false, reason, message, field });
};

const label = (p: { number: number; name: string }) => `#${p.number} ${p.name}`;

// bcryptjs is plain JavaScript: one thread hashes ~100 PINs a second, so large imports use every core.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require('bcryptjs');
parentPort.postMessage(workerData.pins.map((pin) => bcrypt.hashSync(pin, workerData.cost)));`;

function hashInWorker(pins: readonly string[], cost: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { pins, cost } });
    worker.once('message', (hashes: string[]) => resolve(hashes));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`PIN hashing worker exited with code ${code}`)));
  });
}

/** Hashes PINs with lib/auth/password's cost: in parallel worker threads for many, in batches on this thread otherwise. */
export async function hashPins(pins: readonly string[]): Promise<string[]> {
  const [first, ...rest] = pins;
  if (first === undefined) return [];
  const firstHash = await hashPin(first); // also tells the workers the cost
  const threads = Math.min(availableParallelism(), 8, Math.ceil(rest.length / 50));
  if (threads > 1) {
    try {
      const cost = bcrypt.getRounds(firstHash);
      const parts = Array.from({ length: threads }, (_, t) => rest.slice((t * rest.length) / threads, ((t + 1) * rest.length) / threads));
      return [firstHash, ...(await Promise.all(parts.map((part) => hashInWorker(part, cost)))).flat()];
    } catch (error) {
      console.warn('[players] PIN hashing workers failed; hashing on the main thread:', error);
    }
  }
  const hashes = [firstHash];
  for (let i = 0; i < rest.length; i += 20) hashes.push(...(await Promise.all(rest.slice(i, i + 20).map(hashPin))));
  return hashes;
}

/**
 * Locks the tournament's rounds against a concurrent start until this transaction ends, and refuses while one is
 * being played: the roster changes only between rounds.
 */
async function refuseDuringRound(tx: Tx, tournamentId: string, doing: string): Promise<void> {
  const rounds = await tx.$queryRaw<{ number: number; status: string }[]>`
    SELECT "number", "status"::text AS "status" FROM "Round" WHERE "tournamentId" = ${tournamentId} FOR SHARE`;
  const playing = rounds.find((r) => r.status === 'STARTED');
  if (playing) refuse('LOCKED', `Round ${playing.number} is in play: ${doing} after time is called.`);
}

async function numberFor(tx: Tx, tournamentId: string, wanted: number | undefined): Promise<number> {
  if (wanted === undefined) {
    return (await nextFreeNumber(tx, tournamentId)) ?? refuse('CONFLICT', 'Every player number is in use.', 'number');
  }
  const [holder] = await playersByNumber(tx, tournamentId, [wanted]);
  if (holder) refuse('TAKEN', `Number ${wanted} is already taken by ${holder.name}: choose another, or leave it empty for the next free one.`, 'number');
  return wanted;
}

const playerData = (fields: PlayerFields, number: number) => ({
  number,
  name: fields.name,
  club: fields.club ?? null,
  email: fields.email ?? null,
});

/** Runs `attempt`; a clash on a number picked automatically (another Director added someone meanwhile) is retried. */
async function withNumberRetry<T>(fields: PlayerFields, attempt: () => Promise<T | Refused>): Promise<T | Refused> {
  for (let tries = 1; ; tries++) {
    try {
      return await refusing(attempt);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (fields.number !== undefined || tries === 3) {
        const message = fields.number !== undefined ? `Number ${fields.number} was just taken: choose another.` : 'Someone else is adding players: try again.';
        return { ok: false, reason: 'TAKEN', message, field: 'number' };
      }
    }
  }
}

/**
 * Adds players with their PINs (hashed here; the plain PINs are shown once, on the badge sheet, and never stored).
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

async function insertPlayers(
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

/** Adds one player, numbered `fields.number` or the next free number, with a new PIN. */
export async function addPlayer(db: Db, actor: Actor, tournamentId: string, fields: PlayerFields, random: Random): Promise<BadgeResult> {
  const [pin] = generatePins(1, random) as [string];
  const pinHash = await hashPin(pin);
  return withNumberRetry(fields, () =>
    db.$transaction(async (tx): Promise<BadgeResult> => {
      const data = playerData(fields, await numberFor(tx, tournamentId, fields.number));
      const player = await tx.player.create({ data: { ...data, tournamentId, pinHash } });
      await audit(tx, actor, { tournamentId, action: 'player.add', entity: 'Player', entityId: player.id, after: data });
      return { ok: true, badges: [{ number: player.number, name: player.name, club: player.club, pin }] };
    }),
  );
}

/** Each good line's player with its line number, found by the same parser one line at a time. */
function playersByLine(csvText: string): { line: number; player: CsvPlayer }[] {
  return csvText
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .flatMap((text, i) => {
      const one = text.trim() === '' ? null : parsePlayersCsv(text);
      return one?.ok ? one.players.map((player) => ({ line: i + 1, player })) : [];
    });
}

/**
 * The CSV's players, or every problem: the file's own, and numbers already held by players of the tournament (found
 * even when other lines are bad, so that one round of corrections is enough).
 */
async function checkedImport(db: Tx, tournamentId: string, csvText: string) {
  const parsed = parsePlayersCsv(csvText);
  const rows = playersByLine(csvText);
  const holders = await playersByNumber(db, tournamentId, rows.map((r) => r.player.number));
  const holderOf = new Map(holders.map((h) => [h.number, h]));
  const clashes: CsvProblem[] = rows.flatMap(({ line, player }) => {
    const holder = holderOf.get(player.number);
    return holder ? [{ line, field: 'number', message: `number ${player.number} is already taken by ${holder.name}` }] : [];
  });
  if (parsed.ok && clashes.length === 0) return parsed;
  const problems = [...(parsed.ok ? [] : parsed.problems), ...clashes].sort((a, b) => a.line - b.line);
  return { ok: false as const, problems };
}

/**
 * Imports a CSV of players, all or nothing: any bad line, or a number already in use, and nothing is imported.
 * PINs are hashed before the transaction, so that it stays short even for thousands of players.
 */
export async function importPlayers(db: Db, actor: Actor, tournamentId: string, csvText: string, random: Random): Promise<ImportResult> {
  const checked = await checkedImport(db, tournamentId, csvText);
  if (!checked.ok) return { ok: false, reason: 'INVALID_INPUT', problems: checked.problems };
  const players: NewPlayer[] = checked.players.map(({ number, name, club, email }) => ({ number, name, club, email }));
  const pins = generatePins(players.length, random);
  const pinHashes = await hashPins(pins);
  try {
    await db.$transaction((tx) => insertPlayers(tx, actor, tournamentId, players, pinHashes, 'players.import'), { timeout: 60_000 });
  } catch (error) {
    // Someone added a player with one of these numbers while the PINs were hashed: name the clash.
    if (!isUniqueViolation(error)) throw error;
    const again = await checkedImport(db, tournamentId, csvText);
    const problems = again.ok ? [{ line: 1, message: 'a number was taken meanwhile: try again' }] : again.problems;
    return { ok: false, reason: 'INVALID_INPUT', problems };
  }
  return { ok: true, badges: players.map((p, i) => ({ number: p.number, name: p.name, club: p.club ?? null, pin: pins[i] as string })) };
}

async function playerOf(tx: Tx, tournamentId: string, playerId: string) {
  const player = await tx.player.findFirst({
    where: { id: playerId, tournamentId },
    select: { id: true, number: true, name: true, club: true, status: true, substitute: { select: { number: true, name: true } } },
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
export async function withdrawPlayer(db: Db, actor: Actor, tournamentId: string, playerId: string): Promise<WithdrawResult> {
  return refusing(() =>
    db.$transaction(async (tx): Promise<WithdrawResult> => {
      const player = await playerOf(tx, tournamentId, playerId);
      await refuseDuringRound(tx, tournamentId, 'withdraw');
      const updated = await tx.player.updateMany({ where: { id: player.id, status: 'ACTIVE' }, data: { status: 'WITHDRAWN' } });
      if (updated.count === 0) refuse('CONFLICT', `${label(player)} is already ${player.status.toLowerCase()}: reload the list.`);
      await audit(tx, actor, {
        tournamentId,
        action: 'player.withdraw',
        entity: 'Player',
        entityId: player.id,
        before: { status: player.status },
        after: { status: 'WITHDRAWN' },
      });
      const seatedIn = (await upcomingSeats(tx, player.id)).map((s) => s.number);
      return { ok: true, number: player.number, name: player.name, seatedIn };
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
): Promise<BadgeResult> {
  const [pin] = generatePins(1, random) as [string];
  const pinHash = await hashPin(pin);
  return withNumberRetry(fields, () =>
    db.$transaction(async (tx): Promise<BadgeResult> => {
      const player = await playerOf(tx, tournamentId, playerId);
      await refuseDuringRound(tx, tournamentId, 'substitute');
      if (player.substitute) refuse('CONFLICT', `${label(player)} is already replaced by ${label(player.substitute)}: reload the list.`);
      const data = playerData(fields, await numberFor(tx, tournamentId, fields.number));
      const substitute = await tx.player.create({ data: { ...data, tournamentId, pinHash } });
      const status = player.status === 'DISQUALIFIED' ? 'DISQUALIFIED' : 'WITHDRAWN';
      const replaced = await tx.player.updateMany({ where: { id: player.id, substituteId: null }, data: { status, substituteId: substitute.id } });
      if (replaced.count === 0) refuse('CONFLICT', `${label(player)} was replaced meanwhile: reload the list.`);
      const seats = await upcomingSeats(tx, player.id);
      if (seats.length > 0) {
        const roundIds = seats.map((s) => s.roundId);
        await tx.seat.updateMany({ where: { playerId: player.id, roundId: { in: roundIds } }, data: { playerId: substitute.id } });
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
      return { ok: true, badges: [{ number: substitute.number, name: substitute.name, club: substitute.club, pin }] };
    }),
  );
}

/** Gives a player a new PIN (the old one stops working), shown once. */
export async function resetPin(db: Db, actor: Actor, tournamentId: string, playerId: string, random: Random): Promise<BadgeResult> {
  const [pin] = generatePins(1, random) as [string];
  const pinHash = await hashPin(pin);
  return refusing(() =>
    db.$transaction(async (tx): Promise<BadgeResult> => {
      const player = await playerOf(tx, tournamentId, playerId);
      await tx.player.update({ where: { id: player.id }, data: { pinHash }, select: { id: true } });
      await audit(tx, actor, { tournamentId, action: 'player.resetPin', entity: 'Player', entityId: player.id });
      return { ok: true, badges: [{ number: player.number, name: player.name, club: player.club, pin }] };
    }),
  );
}
