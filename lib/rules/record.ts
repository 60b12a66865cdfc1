import { z } from 'zod';
import { OUTCOMES } from './outcomes';
import { SEATS } from './seats';

const seat = z.enum(SEATS);
const seatList = z.array(seat).default(() => []);
const flag = z.boolean().default(false);

/**
 * One game at one table, as facts (docs/game-record.md). Strict: a misspelt field is an error, never ignored.
 * This schema checks each field on its own; `validateGame` adds the checks between fields.
 */
export const gameRecordSchema = z.strictObject({
  seats: z.array(seat).min(3).max(4),
  east: seat,
  outcome: z.enum(OUTCOMES),
  winner: seat.optional(),
  handValue: z.int().optional(),
  singlesAndPairs: flag,
  concealed: flag,
  jokerless: flag,
  selfPicked: flag,
  heavenly: flag,
  discarder: seat.optional(),
  winnerExposures: z.int().min(0).max(4).optional(),
  misnamedDiscard: flag,
  dead: seatList,
  foundDead: seatList,
  erroneousChallengers: seatList,
  mahjongInError: seatList,
  threwIn: seatList,
  charlestonPeek: seatList,
});

export type GameRecord = z.output<typeof gameRecordSchema>;
export type GameRecordInput = z.input<typeof gameRecordSchema>;
export type GameField = keyof GameRecord;

export const GAME_FIELDS = Object.keys(gameRecordSchema.shape) as GameField[];

export const SEAT_LIST_FIELDS = [
  'dead',
  'foundDead',
  'erroneousChallengers',
  'mahjongInError',
  'threwIn',
  'charlestonPeek',
] as const satisfies readonly GameField[];

export type SeatListField = (typeof SEAT_LIST_FIELDS)[number];

/** Lists of seats that stopped playing; such a seat scores 0 and neither wins nor discards (T13.11, T17B, T17D). */
export const OUT_OF_PLAY_FIELDS = [
  'erroneousChallengers',
  'mahjongInError',
  'threwIn',
] as const satisfies readonly SeatListField[];

/** Facts that only a mah jongg game can have. */
export const MAHJONG_ONLY_FIELDS = [
  'winner',
  'handValue',
  'singlesAndPairs',
  'concealed',
  'jokerless',
  'selfPicked',
  'heavenly',
  'discarder',
  'winnerExposures',
  'misnamedDiscard',
] as const satisfies readonly GameField[];
