import { expect } from 'vitest';
import { db } from '@/lib/db/client';
import type { Actor } from '@/lib/audit/log';
import { recordGame, type Amendment } from '@/lib/sheets/mutations/record-game';
import { overrideScore } from '@/lib/incidents/override-score';
import { acceptSheet, submitSheet } from '@/lib/sheets/mutations/hand-in';
import { verifyCard, type Proof } from '@/lib/sheets/mutations/verify';
import { initialsOf } from '@/lib/sheets/seat-names';
import {
  eastOf,
  rulesetSchema,
  SEATS,
  verifierOf,
  type GameRecordInput,
  type RulesetInput,
  type Seat,
} from '@/lib/rules';
import { seatRound, tournamentWithPlayers } from './fixtures';

/** The clock of every sheet step in these tests. */
export const NOW = new Date('2026-11-21T10:15:00Z');

/** A staff member with a User row of their own, so that ids and names recorded against them can be checked. */
export async function staff(name: string): Promise<Actor & { userId: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@sheets.test`;
  const user = await db().user.create({ data: { email, name, passwordHash: 'x' } });
  return { userId: user.id, label: name };
}

/**
 * A tournament of `players` players with round 1 seated and published (7 players: table 1 of 4, table 2 of 3 with D
 * empty). Returns its ids and each table's id by number.
 */
export async function roundOne(players: number, ruleset: RulesetInput = {}) {
  const t = await tournamentWithPlayers(players, { name: 'Sheets Open', slug: 'sheets-open', ruleset });
  const roundId = await seatRound(t.id, 1, 'sheets');
  const tables = await db().roundTable.findMany({ where: { roundId }, orderBy: { table: 'asc' } });
  const tableId = (table: number) => tables.find((t) => t.table === table)?.id as string;
  return { tournamentId: t.id, slug: t.slug, roundId, tableId };
}

/** Who sits where at a table now, in A–D order. */
export async function seatsOf(roundTableId: string) {
  const table = await db().roundTable.findUniqueOrThrow({ where: { id: roundTableId } });
  const seats = await db().seat.findMany({
    where: { roundId: table.roundId, table: table.table },
    orderBy: { letter: 'asc' },
    include: { player: true },
  });
  return new Map(seats.map((s) => [s.letter as Seat, s.player]));
}

/** Moves a 3-player table's players so that `empty` is its empty seat (before any game is entered). */
export async function emptySeat(roundTableId: string, empty: Seat) {
  const seated = await seatsOf(roundTableId);
  const free = SEATS.find((s) => !seated.has(s)) as Seat;
  const player = seated.get(empty);
  if (free === empty || !player) return;
  const table = await db().roundTable.findUniqueOrThrow({ where: { id: roundTableId } });
  await db().seat.update({
    where: { roundId_table_letter: { roundId: table.roundId, table: table.table, letter: empty } },
    data: { letter: free },
  });
}

export const versionOf = async (roundTableId: string) =>
  (await db().roundTable.findUniqueOrThrow({ where: { id: roundTableId } })).version;

/**
 * Four legal games for the seats `s` (3 or 4 of them), East passing round: s1 wins on s2's discard (1 exposure),
 * a wall game, s0 wins self-picked, s2 wins on s0's discard (2 exposures).
 */
export function fourGames(s: Seat[]): GameRecordInput[] {
  const [s0, s1, s2] = s as [Seat, Seat, Seat];
  const base = (n: number) => ({ seats: s, east: eastOf(s, n) });
  return [
    { ...base(1), outcome: 'mahjong', winner: s1, handValue: 25, discarder: s2, winnerExposures: 1 },
    { ...base(2), outcome: 'wall' },
    { ...base(3), outcome: 'mahjong', winner: s0, handValue: 30, selfPicked: true },
    { ...base(4), outcome: 'mahjong', winner: s2, handValue: 35, discarder: s0, winnerExposures: 2 },
  ];
}

export type Game = { number: number; record: GameRecordInput; expectedVersion?: number | null; amendment?: Amendment };

/** Saves one game and insists that it was taken. */
export async function save(actor: Actor, roundTableId: string, game: Game) {
  const result = await recordGame(db(), actor, {
    roundTableId,
    number: game.number,
    record: game.record,
    expectedVersion: game.expectedVersion ?? null,
    amendment: game.amendment,
  });
  if (!result.ok) throw new Error(`game ${game.number} not saved: ${JSON.stringify(result)}`);
  return result.data;
}

/** Enters the table's four games (`fourGames` for the seats taken); returns the records entered. */
export async function playTable(actor: Actor, roundTableId: string): Promise<GameRecordInput[]> {
  const games = fourGames([...(await seatsOf(roundTableId)).keys()]);
  for (const [i, record] of games.entries()) await save(actor, roundTableId, { number: i + 1, record });
  return games;
}

export const initials = (actor: Actor & { userId: string }): Proof => ({
  kind: 'initials',
  initials: 'P',
  recordedById: actor.userId,
});

/** Verifies one card with initials copied by `actor`, at the sheet's current version. */
export async function verify(actor: Actor & { userId: string }, roundTableId: string, card: Seat, proof?: Proof) {
  const sheetVersion = await versionOf(roundTableId);
  return verifyCard(db(), actor, { roundTableId, card, sheetVersion, proof: proof ?? initials(actor) });
}

/**
 * Verifies every card of the table with its verifier's initials (as a scorekeeper copies them from the card, whatever
 * the players' names), insisting that each is taken.
 */
export async function verifyAll(actor: Actor & { userId: string }, roundTableId: string) {
  const seats = await seatsOf(roundTableId);
  const { round } = await db().roundTable.findUniqueOrThrow({
    where: { id: roundTableId },
    select: { round: { select: { tournament: { select: { ruleset: true } } } } },
  });
  const { verification } = rulesetSchema.parse(round.tournament.ruleset);
  for (const card of seats.keys()) {
    const verifier = seats.get(verifierOf(card, [...seats.keys()], verification)!)!;
    const proof = { ...initials(actor), initials: initialsOf(verifier.name) };
    expect(await verify(actor, roundTableId, card, proof)).toMatchObject({ ok: true });
  }
}

export const step = async (roundTableId: string) => ({
  roundTableId,
  version: await versionOf(roundTableId),
  now: NOW,
});

/** Plays, verifies and hands in the table's sheet. */
export async function submitted(actor: Actor & { userId: string }, roundTableId: string) {
  const games = await playTable(actor, roundTableId);
  await verifyAll(actor, roundTableId);
  expect(await submitSheet(db(), actor, await step(roundTableId))).toMatchObject({ ok: true });
  return games;
}

/** Plays, verifies, hands in and accepts the table's sheet. */
export async function accepted(actor: Actor & { userId: string }, roundTableId: string) {
  const games = await submitted(actor, roundTableId);
  expect(await acceptSheet(db(), actor, await step(roundTableId))).toMatchObject({ ok: true });
  return games;
}

export const RULED_REASON = 'Hand was 50, misread from the card';

/**
 * Round 1 of 8 players: table 1 played, verified, handed in and accepted, then seat B's points in game 2 ruled 50 by
 * the Director (`RULED_REASON`); table 2 played but still open.
 */
export async function roundOneRuled(director: Actor & { userId: string }) {
  const t = await roundOne(8);
  await accepted(director, t.tableId(1));
  await playTable(director, t.tableId(2));
  const game = await db().game.findFirstOrThrow({ where: { roundTableId: t.tableId(1), number: 2 } });
  const ruling = { tournamentId: t.tournamentId, gameId: game.id, letter: 'B' as const, points: 50 };
  const ruled = await overrideScore(db(), director, { ...ruling, reason: RULED_REASON, allPresent: true });
  expect(ruled).toMatchObject({ ok: true });
  return t;
}
