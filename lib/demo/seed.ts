import 'server-only';
import type { Db } from '@/lib/db/client';
import { SYSTEM } from '@/lib/audit/log';
import { newPassword, hashPassword } from '@/lib/auth/password';
import { hashPins } from '@/lib/auth/pin-hashing';
import { createRandom } from '@/lib/random';
import { generatePins } from '@/lib/players/pin';
import { insertPlayers, type NewPlayer } from '@/lib/players/mutations/add';
import { createTournament } from '@/lib/tournaments/mutations';
import { tournamentInputSchema } from '@/lib/tournaments/schema';
import type { RotationPattern } from '@/lib/seating/rotation';
import { demoHome } from './homes';
import { demoNames } from './names';
import { runDemoRounds } from './rounds';

export type DemoOptions = {
  players: number;
  seed: string;
  slug: string;
  name: string;
  date: string;
  /**
   * Rounds to play: round 1 seated at random from the seed, later ones by `rotation`; each published, started, every
   * game entered, every card verified, every sheet accepted by the demo scorekeeper, and closed.
   */
  rounds: number;
  rotation?: RotationPattern;
  /** Only seat and publish the rounds, leaving their sheets empty. */
  unplayed?: boolean;
};
export type DemoLogin = { role: string; email: string; password: string };
export type DemoPlayer = { number: number; name: string; pin: string };

/** The demo staff. Their passwords are generated when the accounts are made, and shown that once. */
export const DEMO_STAFF = [
  { role: 'DIRECTOR', email: 'director@demo.test', name: 'Dana Director', isAdmin: true },
  { role: 'SCOREKEEPER', email: 'scorekeeper@demo.test', name: 'Sam Scorekeeper', isAdmin: false },
] as const;

/**
 * The demo staff accounts, made where missing with the password `passwords` gives or a generated one. Returns their ids
 * and the logins made now: the only time their passwords can be shown.
 */
export async function ensureDemoStaff(
  db: Db,
  passwords: Partial<Record<string, string>> = {},
): Promise<{ ids: string[]; created: DemoLogin[] }> {
  const ids: string[] = [];
  const created: DemoLogin[] = [];
  for (const staff of DEMO_STAFF) {
    const existing = await db.user.findUnique({ where: { email: staff.email }, select: { id: true } });
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    const password = passwords[staff.email] ?? newPassword();
    const { role, ...account } = staff;
    const user = await db.user.create({ data: { ...account, passwordHash: await hashPassword(password) } });
    ids.push(user.id);
    created.push({ role, email: staff.email, password });
  }
  return { ids, created };
}

/** The demo's players (numbered 1..N, with names and homes) and their PINs: they depend only on the seed. */
export function demoRoster(options: { players: number; seed: string }): { players: NewPlayer[]; pins: string[] } {
  const random = createRandom(options.seed);
  const names = demoNames(options.players, random);
  const pins = generatePins(options.players, random);
  return { players: names.map((name, i) => ({ number: i + 1, name, ...demoHome(i + 1) })), pins };
}

/**
 * Creates a demo tournament: `players` players with names, numbers and PINs that depend only on `seed`,
 * the demo Director and scorekeeper as its staff, and its rounds. Returns the players with their PINs.
 * `pinHashes`, the roster's PINs already hashed (say while the migrations ran), saves hashing them here.
 */
export async function seedDemoTournament(
  db: Db,
  options: DemoOptions,
  pinHashes?: Promise<string[]>,
): Promise<DemoPlayer[]> {
  const [directorId, scorekeeperId] = (await ensureDemoStaff(db)).ids;
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
  const { players, pins } = demoRoster(options);
  const hashes = await (pinHashes ?? hashPins(pins));
  await db.$transaction(
    async (tx) => {
      await insertPlayers(tx, SYSTEM, created.data.id, players, hashes, 'players.add');
      if (scorekeeperId) {
        await tx.staffAssignment.create({
          data: { userId: scorekeeperId, tournamentId: created.data.id, role: 'SCOREKEEPER' },
        });
      }
    },
    { timeout: 120_000 },
  );
  const scorekeeper = DEMO_STAFF[1];
  await runDemoRounds(db, {
    ...options,
    tournamentId: created.data.id,
    scorekeeper: options.unplayed || !scorekeeperId ? null : { userId: scorekeeperId, label: scorekeeper.name },
  });
  return players.map((player, i) => ({ ...player, pin: pins[i] as string }));
}
