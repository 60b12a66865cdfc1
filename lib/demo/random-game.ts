// A legal random game for the demo: mostly mah jongg at the card's usual values, some wall games, the odd dead hand
// or Charleston peek, rarely a mah jongg in error or three dead hands. Pure: the same random sequence, the same games.
import type { Random } from '@/lib/random';
import { validateGame, type GameRecord, type GameRecordInput, type Seat } from '@/lib/rules';

/** Values printed on the card, the common ones more than once. */
const HAND_VALUES = [25, 25, 25, 25, 30, 30, 30, 30, 35, 35, 35, 40, 40, 45, 50, 50, 55, 60, 65, 75];
const SINGLES_AND_PAIRS_VALUES = [50, 50, 75];
/** The winner's exposures when a discard gives mah jongg, 0 (the claim makes the first) to 4. */
const EXPOSURES = [0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4];

const pick = <T>(random: Random, items: readonly T[]): T => items[random.int(items.length)] as T;
const chance = (random: Random, percent: number): boolean => random.next() * 100 < percent;
const inSeatOrder = (seats: readonly Seat[], keep: (seat: Seat) => boolean): Seat[] => seats.filter(keep);

type Table = { seats: readonly Seat[]; east: Seat };

/** One legal random record for the seats taken at a table (A–D order) and this game's East. */
export function randomGame(seats: readonly Seat[], east: Seat, random: Random): GameRecord {
  const table = { seats, east };
  const roll = random.next() * 100;
  const input =
    roll < 0.7 && seats.length === 4
      ? threeDead(table, random)
      : roll < 2
        ? mahjongInError(table, random)
        : roll < 18
          ? playedOut(table, random, 'wall')
          : playedOut(table, random, 'mahjong');
  const checked = validateGame(input);
  if (!checked.ok) throw new Error(`A demo game is not legal: ${checked.problems.map((p) => p.message).join('; ')}`);
  return checked.game;
}

/** A game played to its end (mah jongg or an exhausted wall), with the odd dead hand, wrong challenge or peek. */
function playedOut(table: Table, random: Random, outcome: 'mahjong' | 'wall'): GameRecordInput {
  const { seats } = table;
  const dead = chance(random, 9) ? [pick(random, seats)] : [];
  if (dead.length > 0 && seats.length === 4 && chance(random, 10)) dead.push(pick(random, seats));
  const stopped = new Set<Seat>(dead);
  const challenger = pick(random, seats);
  const erroneousChallengers = chance(random, 0.5) && !stopped.has(challenger) ? [challenger] : [];
  erroneousChallengers.forEach((seat) => stopped.add(seat));
  const peeker = pick(random, seats);
  const charlestonPeek = seats.length === 4 && chance(random, 3) ? [peeker] : [];
  const record: GameRecordInput = {
    ...table,
    seats: [...seats],
    outcome,
    dead: inSeatOrder(seats, (s) => dead.includes(s)),
    erroneousChallengers,
    charlestonPeek,
  };
  const live = inSeatOrder(seats, (s) => !stopped.has(s));
  return outcome === 'mahjong' ? { ...record, ...mahjongWin(table, live, random) } : record;
}

/** Who won, with what hand, and where the winning tile came from (T13, T5D). */
function mahjongWin(table: Table, live: readonly Seat[], random: Random): Partial<GameRecordInput> {
  const winner = pick(random, live);
  const kind = random.next() * 100;
  const singlesAndPairs = kind < 3;
  const concealed = kind < 14;
  const hand = {
    winner,
    handValue: pick(random, singlesAndPairs ? SINGLES_AND_PAIRS_VALUES : HAND_VALUES),
    singlesAndPairs,
    concealed,
    // A Singles and Pairs hand has no jokers; it earns no jokerless bonus for that (T13.2).
    jokerless: singlesAndPairs || chance(random, 9),
  };
  const discarders = live.filter((seat) => seat !== winner);
  const source = random.next() * 100;
  if (winner === table.east && source < 0.5) return { ...hand, heavenly: true };
  if (source < 30 || discarders.length === 0) return { ...hand, selfPicked: true };
  return {
    ...hand,
    discarder: pick(random, discarders),
    winnerExposures: concealed ? 0 : pick(random, EXPOSURES),
    misnamedDiscard: chance(random, 1),
  };
}

/** A mah jongg in error that ended the game: the others exposed their hands, one of them perhaps not (T17D). */
function mahjongInError(table: Table, random: Random): GameRecordInput {
  const { seats } = table;
  const erring = pick(random, seats);
  const others = seats.filter((seat) => seat !== erring);
  const intact = chance(random, 70) ? pick(random, others) : null;
  return {
    ...table,
    seats: [...seats],
    outcome: 'mahjong_in_error',
    mahjongInError: [erring],
    threwIn: others.filter((seat) => seat !== intact),
  };
}

/** Three hands declared dead: the game ends at once and the fourth player is the survivor (DH). */
function threeDead(table: Table, random: Random): GameRecordInput {
  const survivor = pick(random, table.seats);
  return {
    ...table,
    seats: [...table.seats],
    outcome: 'three_dead',
    dead: table.seats.filter((seat) => seat !== survivor),
  };
}
