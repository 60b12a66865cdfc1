import { describe, expect, test } from 'vitest';
import { DEFAULT_PRIZE_SETTINGS, placesFor, prizeSettingsSchema } from '@/lib/prizes/settings';

describe('prize settings', () => {
  test('an empty object is the defaults: top 3, 6 from 32 players, 12 from 64; one round winner', () => {
    expect(prizeSettingsSchema.parse({})).toEqual({
      places: [
        { fromPlayers: 1, places: 3 },
        { fromPlayers: 32, places: 6 },
        { fromPlayers: 64, places: 12 },
      ],
      roundWinners: 1,
      specials: { mostMahjongs: true, highestGame: true, highestHand: true, mostJokerless: false },
    });
  });

  test('lines are kept in order of field size, and two lines for one size are refused', () => {
    const parsed = prizeSettingsSchema.parse({
      places: [
        { fromPlayers: 20, places: 5 },
        { fromPlayers: 1, places: 2 },
      ],
    });
    expect(parsed.places.map((t) => t.fromPlayers)).toEqual([1, 20]);
    expect(
      prizeSettingsSchema.safeParse({
        places: [
          { fromPlayers: 1, places: 2 },
          { fromPlayers: 1, places: 3 },
        ],
      }).success,
    ).toBe(false);
  });

  test.each([
    [{ roundWinners: -1 }],
    [{ roundWinners: 1.5 }],
    [{ places: [] }],
    [{ places: [{ fromPlayers: 0, places: 3 }] }],
    [{ specials: { mostMahjongs: 'yes' } }],
  ])('refuses %j', (input) => expect(prizeSettingsSchema.safeParse(input).success).toBe(false));

  test.each([
    [0, 0],
    [1, 3],
    [31, 3],
    [32, 6],
    [63, 6],
    [64, 12],
    [500, 12],
  ])('a field of %i players: top %i', (players, places) => {
    expect(placesFor(players, DEFAULT_PRIZE_SETTINGS.places)).toBe(places);
  });

  test('below the smallest line no place is awarded', () => {
    expect(placesFor(5, [{ fromPlayers: 8, places: 3 }])).toBe(0);
  });
});
