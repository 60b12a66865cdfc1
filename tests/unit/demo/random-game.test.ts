import { describe, expect, test } from 'vitest';
import { randomGame } from '@/lib/demo/random-game';
import { createRandom } from '@/lib/random';
import { DEFAULT_RULESET, SEATS, scoreGame, validateGame, type GameRecord, type Seat } from '@/lib/rules';

/** Every table a round can have: four players, or three with any one seat empty. */
const TABLES: Seat[][] = [[...SEATS], ...SEATS.map((empty) => SEATS.filter((seat) => seat !== empty))];

function gamesFor(seed: string, seats: readonly Seat[], count: number): GameRecord[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, i) => randomGame(seats, seats[i % seats.length] as Seat, random));
}

describe('random demo games', () => {
  test.each(TABLES.map((seats) => [seats.join('')]))('at a table of %s every record is legal, for every East', (t) => {
    const seats = [...t] as Seat[];
    for (let s = 0; s < 40; s++) {
      for (const game of gamesFor(`seed ${s}`, seats, 60)) {
        expect(validateGame(game)).toEqual({ ok: true, game });
        expect(game.seats).toEqual(seats);
        expect(Object.keys(scoreGame(game, DEFAULT_RULESET).scores)).toEqual(seats);
      }
    }
  });

  test('East is the seat asked for', () => {
    const random = createRandom('east');
    for (const seats of TABLES) for (const east of seats) expect(randomGame(seats, east, random).east).toBe(east);
  });

  test('the same seed gives the same games; another seed other games', () => {
    expect(gamesFor('same', [...SEATS], 200)).toEqual(gamesFor('same', [...SEATS], 200));
    expect(gamesFor('other', [...SEATS], 200)).not.toEqual(gamesFor('same', [...SEATS], 200));
  });

  test('no Charleston peek at a 3-player table (T5C)', () => {
    for (const seats of TABLES.slice(1)) {
      expect(gamesFor('three', seats, 2000).every((g) => g.charlestonPeek.length === 0)).toBe(true);
    }
  });

  test('the mix: mostly mah jongg at card values, some wall games, and every common fact at least once', () => {
    const games = gamesFor('mix', [...SEATS], 4000);
    const share = (keep: (g: GameRecord) => boolean) => games.filter(keep).length / games.length;
    const mahjong = games.filter((g) => g.outcome === 'mahjong');
    expect(share((g) => g.outcome === 'mahjong')).toBeGreaterThan(0.7);
    expect(share((g) => g.outcome === 'wall')).toBeGreaterThan(0.1);
    expect(share((g) => g.outcome === 'wall')).toBeLessThan(0.25);
    const values = new Set(mahjong.map((g) => g.handValue));
    expect([...values].sort((a = 0, b = 0) => a - b)).toEqual([25, 30, 35, 40, 45, 50, 55, 60, 65, 75]);
    const seen = {
      selfPicked: mahjong.some((g) => g.selfPicked),
      discard: mahjong.some((g) => g.discarder !== undefined),
      jokerless: mahjong.some((g) => g.jokerless && !g.singlesAndPairs),
      concealed: mahjong.some((g) => g.concealed && !g.singlesAndPairs),
      singlesAndPairs: mahjong.some((g) => g.singlesAndPairs),
      everyExposureCount: [0, 1, 2, 3, 4].every((n) => mahjong.some((g) => g.winnerExposures === n)),
      misnamed: mahjong.some((g) => g.misnamedDiscard),
      heavenly: games.some((g) => g.heavenly),
      dead: games.some((g) => g.outcome !== 'three_dead' && g.dead.length > 0),
      peek: games.some((g) => g.charlestonPeek.length > 0),
      wrongChallenge: games.some((g) => g.erroneousChallengers.length > 0),
      mahjongInError: games.some((g) => g.outcome === 'mahjong_in_error'),
      threeDead: games.some((g) => g.outcome === 'three_dead'),
    };
    expect(Object.entries(seen).filter(([, found]) => !found)).toEqual([]);
    expect(share((g) => g.outcome === 'mahjong_in_error' || g.outcome === 'three_dead')).toBeLessThan(0.04);
  });
});
