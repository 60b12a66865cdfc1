import fc from 'fast-check';
import { expect, test } from 'vitest';
import { scoreGame, validateGame, type GameRecordInput, type Seat } from '@/lib/rules';
import { rulesetArb, validGameArb } from './arbitraries';

/** A valid game and a seat that may be found dead in it: any seat but the winner and the hands declared dead. */
const withCandidate = validGameArb
  .map((game) => ({ game, seats: game.seats.filter((s) => s !== game.winner && !(game.dead ?? []).includes(s)) }))
  .filter(({ seats }) => seats.length > 0)
  .chain(({ game, seats }) => fc.record({ game: fc.constant(game), seat: fc.constantFrom(...seats) }));

test('a hand found dead afterwards leaves the game valid, its outcome and every other seat’s points as they were', () => {
  fc.assert(
    fc.property(withCandidate, rulesetArb, ({ game, seat }, ruleset) => {
      const found: GameRecordInput = { ...game, foundDead: [seat] };
      const before = validateGame(game);
      const after = validateGame(found);
      if (!before.ok || !after.ok) throw new Error(JSON.stringify(after));
      const was = scoreGame(before.game, ruleset).scores;
      const is = scoreGame(after.game, ruleset).scores;
      for (const other of game.seats.filter((s): s is Seat => s !== seat)) expect(is[other]).toBe(was[other]);
      expect(is[seat]!).toBeLessThanOrEqual(was[seat]!);
    }),
    { numRuns: 300 },
  );
});

const mahjongArb = validGameArb.filter((game) => game.outcome === 'mahjong' && game.winner !== undefined);

test('a winner whose challenge is found wrong scores 0 (peek aside), or keeps the win by the option; others unchanged', () => {
  fc.assert(
    fc.property(mahjongArb, rulesetArb, (game, ruleset) => {
      const winner = game.winner as Seat;
      const before = validateGame(game);
      const after = validateGame({ ...game, erroneousChallengers: [...(game.erroneousChallengers ?? []), winner] });
      if (!before.ok || !after.ok) throw new Error(JSON.stringify(after));
      const was = scoreGame(before.game, ruleset).scores;
      const is = scoreGame(after.game, ruleset).scores;
      const peek = before.game.charlestonPeek.includes(winner) ? 0 - ruleset.peekPenalty : 0;
      expect(is[winner]).toBe(ruleset.erroneousWinnerKeepsWin ? was[winner] : peek);
      for (const other of game.seats.filter((s) => s !== winner)) expect(is[other]).toBe(was[other]);
    }),
    { numRuns: 300 },
  );
});
