import { listInWords } from '../problems';
import type { GameRecordInput } from '../record';
import type { Seat } from '../seats';
import type { Citation } from './citations';

/** A change to the game record a ruling makes (docs/game-record.md); `applyEffects` merges them. */
export type GameEffect =
  | { type: 'dead'; seat: Seat }
  /** Found dead only after play went on: it played on, and does not count toward three dead hands (docs/rules.md §2.3). */
  | { type: 'foundDead'; seat: Seat }
  | { type: 'erroneousChallenger'; seat: Seat }
  | { type: 'mahjongInError'; seat: Seat }
  | { type: 'threwIn'; seat: Seat }
  | { type: 'charlestonPeek'; seat: Seat }
  /** The seat threw a misnamed tile that gave mah jongg: it is the discarder, and the discard was misnamed. */
  | { type: 'misnamedDiscard'; seat: Seat }
  /** The seat, East, won on the 14 dealt tiles. */
  | { type: 'heavenly'; seat: Seat }
  | { type: 'outcome'; outcome: 'void' | 'three_dead' | 'mahjong_in_error' };

/** What a ruling does to the player beyond the game: the caller keeps the player's status. */
export interface PlayerEffect {
  type: 'warning' | 'disqualification';
  seat: Seat;
}

/** A proposed ruling, for the Director to confirm or override (T27). */
export interface Proposal {
  /** In a Director's words, naming seats. */
  ruling: string;
  /** Tournament rules first; social-game differences after, marked `social`. */
  citations: Citation[];
  effects: GameEffect[];
  playerEffects: PlayerEffect[];
  /** What is still to be answered before there is a proposal; empty when the facts are complete. */
  needs: string[];
  /** The tournament rules are silent or leave it to the Director's judgement: no effect is proposed. */
  directorRules: boolean;
  /** A disputed dead-hand challenge, settled only when the game ends (DH). */
  open: boolean;
}

/** What the engine cannot know from the facts alone. */
export interface IncidentContext {
  /** The seats taken at this table (3 or 4) and this game's East. */
  table: { seats: readonly Seat[]; east: Seat };
  /** The game so far, when it has been entered: the hands already dead count towards three dead hands (DH). */
  record?: GameRecordInput | null;
  /** Courtesy: the complaints against this player earlier in this event (T2A, T2B). */
  earlierComplaints?: number;
}

export function propose(ruling: string, citations: Citation[], more: Partial<Proposal> = {}): Proposal {
  return {
    ruling,
    citations,
    effects: [],
    playerEffects: [],
    needs: [],
    directorRules: false,
    open: false,
    ...more,
  };
}

/** The Director's call: no effect is proposed. */
export const directorRules = (ruling: string, citations: Citation[]): Proposal =>
  propose(ruling, citations, { directorRules: true });

export const dead = (seat: Seat): GameEffect => ({ type: 'dead', seat });
export const foundDead = (seat: Seat): GameEffect => ({ type: 'foundDead', seat });

/**
 * An answer the questions guarantee once `needs` is empty. A missing one is a bug in the question data (a `showIf`
 * that does not match the ruling's branches), not a Director's slip, so it throws.
 */
export function known<T>(value: T | undefined, id: string): T {
  if (value === undefined) throw new TypeError(`proposeRuling: the answer to "${id}" is missing, but was not asked`);
  return value;
}

/** Seats the game so far shows dead or out of play (docs/game-record.md): they no longer play. */
export const stoppedSeats = (record: GameRecordInput | null | undefined): Seat[] => [
  ...(record?.dead ?? []),
  ...(record?.erroneousChallengers ?? []),
  ...(record?.mahjongInError ?? []),
  ...(record?.threwIn ?? []),
];

/** `Seat B`, `Seats B and C`. */
export const seatsInWords = (seats: readonly Seat[]) =>
  `${seats.length === 1 ? 'Seat' : 'Seats'} ${listInWords(seats)}`;

/** What every dead hand is told. */
export const deadSentence = (seat: Seat) =>
  `Seat ${seat} stops picking and discarding, and scores the dead-hand penalty (T14).`;

/** What a hand found dead only after play went on is told (docs/rules.md §2.3). */
export const foundDeadSentence = (seat: Seat) =>
  `Seat ${seat}’s hand was found dead only after play went on: it scores the dead-hand penalty (T14) on top of ` +
  `whatever else it scores, including the discarder’s penalty if it threw the winning tile, and it does not count ` +
  `toward the three dead hands that end a game (DH).`;
