import { describe, expect, test } from 'vitest';
import { effectInWords, keepAskedAnswers, type GameEffect, type IncidentFacts, type PlayerEffect } from '@/lib/rules';

describe('keepAskedAnswers', () => {
  test('drops an answer whose question a later answer hid, and what it made visible', () => {
    const facts: IncidentFacts = {
      kind: 'MISNAMED_DISCARD',
      discarder: 'A',
      claimer: 'B',
      claimedFor: 'mahjong',
      // Asked only for an exposure: left over from an earlier answer.
      discarderHoldsTile: false,
      exposedBeforeChecking: true,
      canUseTile: false,
      mahjongValid: true,
    };
    expect(keepAskedAnswers(facts)).toEqual({
      kind: 'MISNAMED_DISCARD',
      discarder: 'A',
      claimer: 'B',
      claimedFor: 'mahjong',
      mahjongValid: true,
    });
  });

  test('keeps every answer to a question still asked', () => {
    const facts: IncidentFacts = { kind: 'DEAD_HAND_CHALLENGE', challenger: 'A', challengerLive: false };
    expect(keepAskedAnswers(facts)).toEqual(facts);
  });

  test('a challenger with a dead hand is not asked the grounds', () => {
    const facts: IncidentFacts = {
      kind: 'DEAD_HAND_CHALLENGE',
      challenger: 'A',
      challenged: 'B',
      challengerLive: false,
      grounds: 'no_such_hand',
      response: 'disputed',
    };
    expect(keepAskedAnswers(facts)).toEqual({
      kind: 'DEAD_HAND_CHALLENGE',
      challenger: 'A',
      challenged: 'B',
      challengerLive: false,
    });
  });
});

describe('effectInWords', () => {
  test.each<[GameEffect | PlayerEffect, string]>([
    [{ type: 'dead', seat: 'B' }, 'Seat B: dead hand.'],
    [{ type: 'erroneousChallenger', seat: 'A' }, 'Seat A: declared a hand dead in error, stops playing.'],
    [{ type: 'misnamedDiscard', seat: 'C' }, 'Seat C: threw the misnamed discard that gave mah jongg.'],
    [{ type: 'outcome', outcome: 'void' }, 'The game is void: it scores nothing for anyone.'],
    [{ type: 'disqualification', seat: 'D' }, 'Seat D: disqualified from the tournament.'],
  ])('%j', (effect, words) => {
    expect(effectInWords(effect)).toBe(words);
  });
});
