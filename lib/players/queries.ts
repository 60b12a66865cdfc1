import 'server-only';
import type { Db, Tx } from '@/lib/db/client';
import { MAX_PLAYER_NUMBER } from './schema';

const who = { select: { id: true, number: true, name: true } } as const;

/** A tournament's players by number, with who replaced whom; PIN hashes stay in the database. */
export async function playersOf(db: Db, tournamentId: string) {
  const players = await db.player.findMany({
    where: { tournamentId },
    orderBy: { number: 'asc' },
    select: {
      id: true,
      number: true,
      name: true,
      club: true,
      city: true,
      region: true,
      email: true,
      status: true,
      substitute: who,
      substituteFor: who,
    },
  });
  return players;
}

export type PlayerRow = Awaited<ReturnType<typeof playersOf>>[number];

/** The round being played right now (clock running), if any: no roster change until its time is called. */
export function roundInPlay(db: Tx, tournamentId: string) {
  return db.round.findFirst({ where: { tournamentId, status: 'STARTED' }, select: { id: true, number: true } });
}

/** The number after the highest one in use (1 for the first player); past the last number, the lowest gap. */
export async function nextFreeNumber(db: Tx, tournamentId: string): Promise<number | null> {
  const highest = await db.player.aggregate({ where: { tournamentId }, _max: { number: true } });
  const next = (highest._max.number ?? 0) + 1;
  if (next <= MAX_PLAYER_NUMBER) return next;
  const used = new Set(
    (await db.player.findMany({ where: { tournamentId }, select: { number: true } })).map((p) => p.number),
  );
  for (let n = 1; n <= MAX_PLAYER_NUMBER; n++) if (!used.has(n)) return n;
  return null;
}

/** The players holding any of `numbers`, to name them when a new player would clash. */
export function playersByNumber(db: Tx, tournamentId: string, numbers: readonly number[]) {
  return db.player.findMany({
    where: { tournamentId, number: { in: [...numbers] } },
    select: { id: true, number: true, name: true },
  });
}

/** How many players may play the next round: the roster a table plan is made for. */
export const activePlayerCount = (db: Db, tournamentId: string) =>
  db.player.count({ where: { tournamentId, status: 'ACTIVE' } });

/** How many players a tournament has, withdrawn ones included: the overview's count. */
export const playerCount = (db: Db, tournamentId: string) => db.player.count({ where: { tournamentId } });
