// `npm run bench:score`: times validating and scoring one large tournament's games, and fails when scoring the
// validated games takes 100 ms or more. The games are made up, the same every run, and all valid.
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_RULESET,
  scoreGame,
  SEATS,
  validateGame,
  type GameRecord,
  type GameRecordInput,
  type Seat,
} from '@/lib/rules';

const TABLES = 500; // 2,000 players, four to a table
const ROUNDS = 10;
const GAMES_PER_ROUND = 4;
const REPETITIONS = 7;
const BUDGET_MS = 100;

/** mulberry32: a tiny seeded generator, so that every run times the same games. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(20240613);
const chance = (p: number) => next() < p;
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
const shuffled = (seats: readonly Seat[]) => [...seats].sort(() => next() - 0.5);

/** A valid record: every fact is drawn among the seats the earlier facts left possible. */
function makeGame(east: Seat): GameRecordInput {
  const seats = [...SEATS];
  const roll = next();
  if (roll < 0.7) {
    const [winner, discarder, ...others] = shuffled(seats) as [Seat, Seat, Seat, Seat];
    const game: GameRecordInput = {
      seats,
      east,
      outcome: 'mahjong',
      winner,
      handValue: 5 * (5 + Math.floor(next() * 11)),
    };
    game.jokerless = chance(0.1);
    if (chance(0.01)) Object.assign(game, { winner: east, heavenly: true });
    else if (chance(0.35)) game.selfPicked = true;
    else {
      game.concealed = chance(0.1);
      Object.assign(game, {
        discarder,
        winnerExposures: game.concealed ? 0 : Math.floor(next() * 5),
        misnamedDiscard: chance(0.03),
      });
    }
    const bystanders = others.filter((seat) => seat !== game.winner);
    if (chance(0.1)) game.dead = [pick(bystanders)];
    if (chance(0.02)) game.erroneousChallengers = [pick(bystanders)];
    if (chance(0.03)) game.charlestonPeek = [pick(seats)];
    return game;
  }
  if (roll < 0.85) {
    const [challenger, ...others] = shuffled(seats) as [Seat, Seat, Seat, Seat];
    const dead = chance(0.2) ? others.slice(0, 2) : [];
    return {
      seats,
      east,
      outcome: 'wall',
      dead,
      erroneousChallengers: chance(0.03) ? [challenger] : [],
      charlestonPeek: chance(0.03) ? [pick(seats)] : [],
    };
  }
  if (roll < 0.93) return { seats, east, outcome: 'incomplete', dead: chance(0.2) ? [pick(seats)] : [] };
  if (roll < 0.97) {
    const [erring, first, ...rest] = shuffled(seats) as [Seat, Seat, Seat, Seat];
    // At most one hand stays intact; each other one was exposed in reaction or had gone dead, never three dead.
    const exposed = chance(0.5) ? rest : [first, ...rest];
    const threwIn = exposed.filter((_, i) => i === 0 || chance(0.7));
    const dead = exposed.filter((seat) => !threwIn.includes(seat)).concat(chance(0.5) ? [erring] : []);
    return { seats, east, outcome: 'mahjong_in_error', mahjongInError: [erring], threwIn, dead };
  }
  if (roll < 0.99)
    return { seats, east, outcome: 'three_dead', dead: shuffled(seats).slice(0, 3), erroneousChallengers: [] };
  return { seats, east, outcome: 'void', dead: shuffled(seats).slice(0, 3) };
}

/** Runs `run` once to warm up, then REPETITIONS times; prints and returns the median time in ms. */
function time(label: string, count: number, run: () => void): number {
  run();
  const runs = Array.from({ length: REPETITIONS }, () => {
    const start = performance.now();
    run();
    return performance.now() - start;
  }).sort((a, b) => a - b);
  const median = runs[Math.floor(runs.length / 2)] ?? 0;
  const best = runs[0] ?? 0;
  const perSecond = Math.round((count / median) * 1000).toLocaleString('en-US');
  console.log(
    `${label}: ${median.toFixed(1)} ms median, ${best.toFixed(1)} ms best of ${REPETITIONS} for ` +
      `${count.toLocaleString('en-US')} games: ${perSecond} games/s`,
  );
  return median;
}

const inputs: GameRecordInput[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (let table = 0; table < TABLES; table++) {
    for (let game = 0; game < GAMES_PER_ROUND; game++) inputs.push(makeGame(SEATS[game] ?? 'A'));
  }
}

const games: GameRecord[] = inputs.map((input, index) => {
  const checked = validateGame(input);
  if (checked.ok) return checked.game;
  console.error(
    `bench: made-up game ${index} is invalid: ${checked.problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`,
  );
  process.exit(1);
});

let sink = 0; // keeps the work observable so that it cannot be optimised away
time('validate + score', inputs.length, () => {
  for (const input of inputs) {
    const checked = validateGame(input);
    if (checked.ok) sink += scoreGame(checked.game, DEFAULT_RULESET).lines.length;
  }
});
time('validate only   ', inputs.length, () => {
  for (const input of inputs) sink += validateGame(input).ok ? 1 : 0;
});
const scoreMs = time('score only      ', games.length, () => {
  for (const game of games) sink += scoreGame(game, DEFAULT_RULESET).lines.length;
});

if (sink === 0) console.log('no lines were scored');
if (scoreMs >= BUDGET_MS) {
  console.error(
    `bench: scoring ${games.length} validated games took ${scoreMs.toFixed(1)} ms, over the ${BUDGET_MS} ms budget`,
  );
  process.exitCode = 1;
} else {
  console.log(`scoring is within the ${BUDGET_MS} ms budget`);
}
