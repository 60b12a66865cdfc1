// `npm run seed:demo -- --players N --seed S --slug X [--rounds R] [--unplayed] [--rotation standard|variant|fewestRepeats|custom:1,-1,2,-2] [--name "…"]`:
// a demo tournament with R rounds played (every sheet verified and accepted), the same games for the same seed;
// `--unplayed` only seats and publishes the R rounds.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { db } from '@/lib/db/client';
import { DEMO_DEFAULTS } from '@/lib/demo/first-start';
import { demoRoster, ensureDemoStaff, seedDemoTournament } from '@/lib/demo/seed';
import { hashPins } from '@/lib/auth/pin-hashing';
import { resolveDatabase, StartupError } from '@/server/database';
import { loadDotEnv } from '@/server/env';
import { prepareDatabase } from '@/server/migrate';
import type { RotationPattern } from '@/lib/seating/rotation';
import { runCli } from '@/server/cli';

const argsSchema = z.object({
  players: z.coerce.number().int().min(3).max(5000).default(DEMO_DEFAULTS.players),
  seed: z.string().min(1).default(DEMO_DEFAULTS.seed),
  slug: z.string().min(3).default(DEMO_DEFAULTS.slug),
  name: z.string().min(3).optional(),
  rounds: z.coerce.number().int().min(0).max(30).default(0),
  unplayed: z.boolean().default(false),
  date: z.iso.date().default(new Date().toISOString().slice(0, 10)),
  rotation: z
    .string()
    .default('standard')
    .transform((value, ctx): RotationPattern => {
      const custom = /^custom:(-?\d+),(-?\d+),(-?\d+),(-?\d+)$/.exec(value);
      if (custom)
        return {
          kind: 'custom',
          offsets: { A: Number(custom[1]), B: Number(custom[2]), C: Number(custom[3]), D: Number(custom[4]) },
        };
      if (value === 'standard' || value === 'variant' || value === 'fewestRepeats') return { kind: value };
      ctx.addIssue({
        code: 'custom',
        message: 'standard, variant, fewestRepeats or custom:A,B,C,D (tables each seat letter moves)',
      });
      return z.NEVER;
    }),
});

function options() {
  const { values } = parseArgs({
    options: {
      ...Object.fromEntries(
        ['players', 'seed', 'slug', 'name', 'rounds', 'date', 'rotation'].map((k) => [k, { type: 'string' as const }]),
      ),
      unplayed: { type: 'boolean' },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    throw new StartupError(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; '));
  }
  return { ...parsed.data, name: parsed.data.name ?? `Demo tournament ${parsed.data.seed}` };
}

loadDotEnv();
runCli(async () => {
  const demo = options();
  // The PINs hash in worker threads while the migrations run in a process of their own: neither needs the other.
  const pinHashes = hashPins(demoRoster(demo).pins);
  pinHashes.catch(() => undefined);
  const database = await resolveDatabase(console.log);
  try {
    await prepareDatabase(database);
    const began = performance.now();
    const { created } = await ensureDemoStaff(db());
    const players = await seedDemoTournament(db(), demo, pinHashes);
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    const done = demo.unplayed ? 'seated and published' : 'played, every sheet accepted';
    const rounds = demo.rounds ? `, ${demo.rounds} rounds ${done} (${demo.rotation.kind})` : '';
    console.log(`Created "${demo.name}" (/t/${demo.slug}) with ${players.length} players${rounds}, in ${seconds} s.`);
    // A demo account's password is shown when the account is made, this once only.
    created.forEach((login) =>
      console.log(`Demo ${login.role.toLowerCase()}: ${login.email}  password: ${login.password}`),
    );
    await db().$disconnect();
  } finally {
    await database.stop();
  }
});
