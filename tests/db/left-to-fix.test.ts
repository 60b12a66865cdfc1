import { beforeEach, expect, test } from 'vitest';
import { SYSTEM } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import { withdrawFromLaterRounds } from '@/lib/players/mutations/later-rounds';
import { leftToFix } from '@/lib/players/left-to-fix';
import { advanceRound } from '@/lib/rounds/mutations/lifecycle';
import { seatRound, tournamentWithPlayers } from '../support/fixtures';
import { resetDatabase } from '../support/reset';

beforeEach(() => resetDatabase(db()));

/** 12 players; round 1 started, rounds 2 and 3 published ahead; player 1 disqualified during round 1. */
async function disqualifiedDuringRoundOne() {
  const t = await tournamentWithPlayers(12);
  const first = await seatRound(t.id, 1, 'a');
  await seatRound(t.id, 2, 'b');
  await seatRound(t.id, 3, 'c');
  const round = await db().round.findUniqueOrThrow({ where: { id: first } });
  await advanceRound(db(), SYSTEM, first, round.version, 'start', new Date('2026-11-21T09:30:00Z'));
  await db().player.update({ where: { id: t.idOf(1) }, data: { status: 'DISQUALIFIED' } });
  const seat = await db().seat.findFirstOrThrow({ where: { roundId: first, playerId: t.idOf(1) } });
  return { ...t, table: seat.table };
}

test('a disqualification leaves the later seats and the sheet in play to fix', async () => {
  const t = await disqualifiedDuringRoundOne();
  expect(await leftToFix(db(), t.id)).toEqual([
    {
      player: { id: t.idOf(1), number: 1, name: 'Player 1', status: 'DISQUALIFIED' },
      laterRounds: [2, 3],
      sheets: [{ round: 1, table: t.table, status: 'OPEN' }],
    },
  ]);
});

test('one step takes the player out of the later rounds and re-balances them: 11 players at 3 tables', async () => {
  const t = await disqualifiedDuringRoundOne();
  const sheetIds = () =>
    db().roundTable.findMany({
      where: { round: { tournamentId: t.id, number: { in: [2, 3] } } },
      orderBy: { id: 'asc' },
    });
  const before = await sheetIds();
  const result = await withdrawFromLaterRounds(db(), SYSTEM, t.id, t.idOf(1));
  // The sheets stay the same rows: anything holding their ids still finds them.
  expect((await sheetIds()).map((s) => s.id)).toEqual(before.map((s) => s.id));
  expect(result).toMatchObject({
    ok: true,
    data: { number: 1, rounds: [2, 3] },
    message: expect.stringMatching(
      /^#1 .+ is out of rounds 2, 3; the tables are re-balanced \(\d+ players? moved\)\.$/,
    ),
  });
  for (const number of [2, 3]) {
    const round = await db().round.findFirstOrThrow({
      where: { tournamentId: t.id, number },
      include: { seats: true, tables: true },
    });
    expect(round.seats.map((s) => s.playerId)).not.toContain(t.idOf(1));
    expect(round.seats).toHaveLength(11);
    const perTable = round.tables.map((table) => round.seats.filter((s) => s.table === table.table).length);
    expect(perTable.sort()).toEqual([3, 4, 4]);
  }
  // Round 1 is in play: its seat stays, and its sheet is still listed until accepted.
  expect(await leftToFix(db(), t.id)).toMatchObject([{ laterRounds: [], sheets: [{ round: 1 }] }]);
});

test('a player still playing is not taken out of later rounds that way', async () => {
  const t = await disqualifiedDuringRoundOne();
  await expect(withdrawFromLaterRounds(db(), SYSTEM, t.id, t.idOf(2))).resolves.toMatchObject({
    ok: false,
    reason: 'CONFLICT',
  });
});
