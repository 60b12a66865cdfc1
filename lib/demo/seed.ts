import type { Db } from '@/lib/db/client';
import { SYSTEM } from '@/lib/audit/log';
import { hashPassword } from '@/lib/auth/password';
import { createRandom } from '@/lib/random';
import { generatePins } from '@/lib/players/pin';
import { addPlayers } from '@/lib/players/add';
import { createTournament } from '@/lib/tournaments/mutations';
import { tournamentInputSchema } from '@/lib/tournaments/schema';
import { draftRound, type SeatingSource } from '@/lib/rounds/draft';
import { planRounds } from '@/lib/seating/plan-rounds';
import type { Seating } from '@/lib/seating/types';
import { advanceRound } from '@/lib/rounds/lifecycle';
import type { RotationPattern } from '@/lib/seating/rotation';
import { demoNames } from './names';

export type DemoOptions = {
  players: number;
  seed: string;
  slug: string;
  name: string;
  date: string;
  /** Rounds to seat and publish: round 1 at random from the seed, later ones by `rotation`. */
  rounds: number;
  rotation?: RotationPattern;
};
export type DemoLogin = { role: string; email: string; password: string };
export type DemoPlayer = { number: number; name: string; pin: string };

/** The demo staff: known logins, printed on the console and listed in the README, for demo mode only. */
export const DEMO_LOGINS = [
  { role: 'DIRECTOR', email: 'director@demo.test', password: 'demo-director', name: 'Dana Director', isAdmin: true },
  {
    role: 'SCOREKEEPER',
    email: 'scorekeeper@demo.test',
    password: 'demo-scorekeeper',
    name: 'Sam Scorekeeper',
    isAdmin: false,
  },
] as const;

async function ensureDemoStaff(db: Db): Promise<string[]> {
  const ids: string[] = [];
  for (const login of DEMO_LOGINS) {
    const user = await db.user.upsert({
      where: { email: login.email },
      update: {},
      create: {
        email: login.email,
        name: login.name,
        isAdmin: login.isAdmin,
        passwordHash: await hashPassword(login.password),
      },
    });
    ids.push(user.id);
  }
  return ids;
}

/**
 * Creates a demo tournament: `players` players with names, numbers and PINs that depend only on `seed`,
 * the demo Director and scorekeeper as its staff. Returns the players with their PINs.
 */
export async function seedDemoTournament(db: Db, options: DemoOptions): Promise<DemoPlayer[]> {
  const [directorId, scorekeeperId] = await ensureDemoStaff(db);
  const random = createRandom(options.seed);
  const input = tournamentInputSchema.parse({
    name: options.name,
    slug: options.slug,
    startsOn: options.date,
    endsOn: options.date,
    roundCount: Math.max(options.rounds, 4),
    rotation: options.rotation ?? { kind: 'standard' },
  });
  const created = await createTournament(db, SYSTEM, input, directorId ?? null);
  if (!created.ok) throw new Error(`A tournament with the slug "${options.slug}" already exists.`);
  const names = demoNames(options.players, random);
  const pins = generatePins(options.players, random);
  const players = names.map((name, i) => ({ number: i + 1, name }));
  await db.$transaction(
    async (tx) => {
      await addPlayers(tx, SYSTEM, created.id, players, pins);
      if (scorekeeperId) {
        await tx.staffAssignment.create({
          data: { userId: scorekeeperId, tournamentId: created.id, role: 'SCOREKEEPER' },
        });
      }
    },
    { timeout: 120_000 },
  );
  await seatDemoRounds(db, created.id, options);
  return players.map((player, i) => ({ ...player, pin: pins[i] as string }));
}

/** With the generator, every demo round is planned at once; otherwise round 1 is drawn and the rest rotate. */
async function demoPlan(db: Db, tournamentId: string, options: DemoOptions): Promise<readonly Seating[] | null> {
  if (options.rotation?.kind !== 'fewestRepeats' || options.rounds === 0) return null;
  const players = await db.player.findMany({ where: { tournamentId }, select: { id: true } });
  const plan = planRounds({
    playerIds: players.map((p) => p.id),
    history: [],
    rounds: options.rounds,
    seed: options.seed,
    budgetMs: 20_000,
    now: () => performance.now(),
  });
  if (!plan.ok) throw new Error(plan.problems[0]?.message);
  return plan.rounds;
}

async function seatDemoRounds(db: Db, tournamentId: string, options: DemoOptions): Promise<void> {
  const plan = await demoPlan(db, tournamentId, options);
  for (let number = 1; number <= options.rounds; number++) {
    const planned = plan?.[number - 1];
    const source: SeatingSource = planned
      ? { kind: 'planned', seating: planned, seed: options.seed }
      : number === 1
        ? { kind: 'random', seed: options.seed }
        : { kind: 'rotation' };
    const drafted = await draftRound(db, SYSTEM, tournamentId, number, source);
    if (!drafted.ok)
      throw new Error(`Round ${number}: ${'message' in drafted ? drafted.message : drafted.problems[0]?.message}`);
    const round = await db.round.findUniqueOrThrow({ where: { id: drafted.roundId } });
    const published = await advanceRound(
      db,
      SYSTEM,
      round.id,
      round.version,
      'publish',
      new Date(`${options.date}T09:00:00Z`),
    );
    if (!published.ok) throw new Error(`Round ${number}: ${published.message}`);
  }
}
