// The demo's rounds, through the app's own seating and round steps: round 1 drawn from the seed, later ones by
// rotation (or all planned by the generator), each published, started, played by the scorekeeper and closed.
import 'server-only';
import type { Db } from '@/lib/db/client';
import { SYSTEM } from '@/lib/audit/log';
import { draftRound, type SeatingSource } from '@/lib/rounds/mutations/draft';
import { advanceRound, type RoundStep } from '@/lib/rounds/mutations/lifecycle';
import { planRounds } from '@/lib/seating/plan-rounds';
import type { RotationPattern } from '@/lib/seating/rotation';
import type { Seating } from '@/lib/seating/types';
import { playRound, type Scorekeeper } from './play';

export type DemoRounds = {
  tournamentId: string;
  seed: string;
  /** The tournament's day, YYYY-MM-DD: round 1 starts at 09:30 UTC, each next one a round and 30 minutes later. */
  date: string;
  rounds: number;
  rotation?: RotationPattern;
  /** Played by this scorekeeper; null: only seated and published. */
  scorekeeper: Scorekeeper | null;
};

const MINUTE = 60_000;

/** With the generator, every demo round is planned at once; otherwise round 1 is drawn and the rest rotate. */
async function demoPlan(db: Db, demo: DemoRounds): Promise<readonly Seating[] | null> {
  if (demo.rotation?.kind !== 'fewestRepeats' || demo.rounds === 0) return null;
  const players = await db.player.findMany({ where: { tournamentId: demo.tournamentId }, select: { id: true } });
  const plan = planRounds({
    playerIds: players.map((p) => p.id),
    history: [],
    rounds: demo.rounds,
    seed: demo.seed,
    budgetMs: 20_000,
    now: () => performance.now(),
  });
  if (!plan.ok) throw new Error(plan.problems[0]?.message);
  return plan.rounds;
}

/** Moves round `roundId` one step on at `at`, as the app does, on the version it has now. */
async function step(db: Db, roundId: string, name: RoundStep, at: Date): Promise<void> {
  const { version, number } = await db.round.findUniqueOrThrow({ where: { id: roundId } });
  const moved = await advanceRound(db, SYSTEM, roundId, version, name, at);
  if (!moved.ok) throw new Error(`Round ${number}: ${moved.message}`);
}

/** Drafts round `number`: from the generator's plan, at random from the seed (round 1) or by rotation. */
async function draft(db: Db, demo: DemoRounds, plan: readonly Seating[] | null, number: number): Promise<string> {
  const planned = plan?.[number - 1];
  const source: SeatingSource = planned
    ? { kind: 'planned', seating: planned, seed: demo.seed }
    : number === 1
      ? { kind: 'random', seed: demo.seed }
      : { kind: 'rotation' };
  const drafted = await draftRound(db, SYSTEM, demo.tournamentId, number, source);
  if (drafted.ok) return drafted.data.roundId;
  throw new Error(`Round ${number}: ${drafted.message}`);
}

/** Plays a published round: started at `start`, every sheet accepted, closed. */
async function play(db: Db, demo: DemoRounds, scorekeeper: Scorekeeper, roundId: string, start: number) {
  const { durationMinutes } = await db.round.findUniqueOrThrow({ where: { id: roundId } });
  await step(db, roundId, 'start', new Date(start));
  await db.$transaction((tx) => playRound(tx, scorekeeper, roundId, demo.seed), { timeout: 300_000, maxWait: 30_000 });
  await step(db, roundId, 'close', new Date(start + (durationMinutes + 10) * MINUTE));
}

/**
 * Seats and publishes (and, with a scorekeeper, plays and closes) rounds 1..`rounds` in order. While a round is
 * played, the next one is seated: by rotation it needs only this one published, as on a real floor.
 */
export async function runDemoRounds(db: Db, demo: DemoRounds): Promise<void> {
  const plan = await demoPlan(db, demo);
  const day = new Date(`${demo.date}T09:30:00Z`).getTime();
  let roundId = demo.rounds > 0 ? await draft(db, demo, plan, 1) : '';
  for (let number = 1; number <= demo.rounds; number++) {
    const { durationMinutes } = await db.round.findUniqueOrThrow({ where: { id: roundId } });
    const start = day + (number - 1) * (durationMinutes + 30) * MINUTE;
    await step(db, roundId, 'publish', new Date(start - 15 * MINUTE));
    const next = number < demo.rounds ? draft(db, demo, plan, number + 1) : Promise.resolve('');
    const [nextId] = await Promise.all([next, demo.scorekeeper && play(db, demo, demo.scorekeeper, roundId, start)]);
    roundId = nextId;
  }
}
