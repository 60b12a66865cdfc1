import { db } from '@/lib/db/client';
import { SYSTEM } from '@/lib/audit/log';
import { draftRound } from '@/lib/rounds/mutations/draft';
import { advanceRound } from '@/lib/rounds/mutations/lifecycle';
import { createTournament } from '@/lib/tournaments/mutations';
import { tournamentInputSchema, type TournamentInput } from '@/lib/tournaments/schema';

/** A tournament with `players` players numbered 1..N; returns its id, slug and the player ids by number. */
export async function tournamentWithPlayers(players: number, overrides: Partial<TournamentInput> = {}) {
  const input = tournamentInputSchema.parse({
    name: 'Fixture Open',
    slug: `fixture-${Math.random().toString(36).slice(2, 8)}`,
    startsOn: '2026-11-21',
    endsOn: '2026-11-22',
    roundCount: 6,
    ...overrides,
  });
  const created = await createTournament(db(), SYSTEM, input, null);
  if (!created.ok) throw new Error('fixture tournament not created');
  // PINs play no part in the tests that use this: a placeholder hash keeps the setup fast.
  await db().player.createMany({
    data: Array.from({ length: players }, (_, i) => ({
      tournamentId: created.data.id,
      number: i + 1,
      name: `Player ${i + 1}`,
      pinHash: 'x',
    })),
  });
  const rows = await db().player.findMany({
    where: { tournamentId: created.data.id },
    select: { id: true, number: true },
  });
  const idOf = new Map(rows.map((p) => [p.number, p.id]));
  return { id: created.data.id, slug: input.slug, idOf: (number: number) => idOf.get(number) as string };
}

/** Seats round `number` at random from `seed` and, unless told otherwise, publishes it; returns the round's id. */
export async function seatRound(tournamentId: string, number: number, seed: string, publish = true): Promise<string> {
  const drafted = await draftRound(db(), SYSTEM, tournamentId, number, { kind: 'random', seed });
  if (!drafted.ok) throw new Error(`round not drafted: ${JSON.stringify(drafted)}`);
  if (publish) {
    const round = await db().round.findUniqueOrThrow({ where: { id: drafted.data.roundId } });
    const published = await advanceRound(
      db(),
      SYSTEM,
      round.id,
      round.version,
      'publish',
      new Date('2026-11-21T09:00:00Z'),
    );
    if (!published.ok) throw new Error(published.message);
  }
  return drafted.data.roundId;
}
