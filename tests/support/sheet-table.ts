import { db } from '@/lib/db/client';
import { hashPin } from '@/lib/auth/password';
import { DEMO_STAFF } from '@/lib/demo/seed';
import { seatRound, tournamentWithPlayers } from './fixtures';

/**
 * A tournament of its own with round 1 published (8 players unless told: two 4-player tables), the demo Director and
 * scorekeeper on its staff, and every player's PIN set to `pin`.
 */
export async function sheetTournament(slug: string, pin: string, players = 8) {
  const tournament = await tournamentWithPlayers(players, { name: `Sheet ${slug}`, slug });
  const roundId = await seatRound(tournament.id, 1, slug);
  await db().player.updateMany({ where: { tournamentId: tournament.id }, data: { pinHash: await hashPin(pin) } });
  for (const login of DEMO_STAFF) {
    const user = await db().user.findUniqueOrThrow({ where: { email: login.email } });
    await db().staffAssignment.create({ data: { userId: user.id, tournamentId: tournament.id, role: login.role } });
  }
  const tables = await db().roundTable.findMany({ where: { roundId }, orderBy: { table: 'asc' } });
  const seats = await db().seat.findMany({ where: { roundId }, include: { player: true } });
  const playerAt = (table: number, letter: string) =>
    seats.find((s) => s.table === table && s.letter === letter)!.player;
  return { ...tournament, roundId, tables, playerAt };
}
