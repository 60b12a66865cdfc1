// The bench's scorekeepers at work on the open round, through the lib functions the app's actions call, in the bench
// process (like the app's one Node process): games saved over and over at some tables, and whole sheets played,
// verified, handed in and accepted at others.
import type { Actor } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import { randomGame } from '@/lib/demo/random-game';
import { recordGame } from '@/lib/sheets/mutations/record-game';
import { createRandom } from '@/lib/random';
import { eastOf, verifierOf, type GameRecord, type Ruleset, type Seat } from '@/lib/rules';
import { acceptSheet, submitSheet } from '@/lib/sheets/mutations/hand-in';
import { initialsOf } from '@/lib/sheets/seat-names';
import { verifyCard } from '@/lib/sheets/mutations/verify';

/** A table of the round and who sits where. */
export type BenchSheet = { id: string; table: number; seats: Map<Seat, { number: number; name: string }> };

/** The round's tables in order, with their players. */
export async function sheetsOf(roundId: string): Promise<BenchSheet[]> {
  const [tables, seats] = await Promise.all([
    db().roundTable.findMany({ where: { roundId }, orderBy: { table: 'asc' }, select: { id: true, table: true } }),
    db().seat.findMany({ where: { roundId }, select: { table: true, letter: true, player: true } }),
  ]);
  return tables.map(({ id, table }) => ({
    id,
    table,
    seats: new Map(seats.filter((s) => s.table === table).map((s) => [s.letter as Seat, s.player])),
  }));
}

const seatedAt = (sheet: BenchSheet) => [...sheet.seats.keys()].sort();

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

/** One save of a game as a scorekeeper makes it: the game's version after it, or why it was refused. */
export type SaveGame = (
  number: number,
  record: GameRecord,
  expectedVersion: number | null,
) => Promise<{ version: number } | { refused: string }>;

/** `firstRefusal`: why the first refused save was, when one was. */
export type Saves = { saves: number; refused: number; p50: number; p95: number; firstRefusal?: string };

/**
 * Each writer saves games at its own table for `seconds`, one after another with no pause: new games, then changes
 * to them (with the version its last save gave), as a scorekeeper correcting a sheet does.
 */
export async function keepSaving(
  writers: readonly { sheet: BenchSheet; save: SaveGame }[],
  seconds: number,
  gamesPerRound: number,
): Promise<Saves> {
  const until = performance.now() + seconds * 1000;
  const times: number[] = [];
  let refused = 0;
  let firstRefusal: string | undefined;
  await Promise.all(
    writers.map(async ({ sheet, save }) => {
      const seated = seatedAt(sheet);
      const random = createRandom(`bench-${sheet.table}`);
      const versions = new Map<number, number>();
      for (let i = 0; performance.now() < until; i++) {
        const number = (i % gamesPerRound) + 1;
        const record = randomGame(seated, eastOf(seated, number), random);
        const began = performance.now();
        const saved = await save(number, record, versions.get(number) ?? null);
        times.push(performance.now() - began);
        if ('version' in saved) versions.set(number, saved.version);
        else if (refused++ === 0) firstRefusal = saved.refused;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { saves: times.length, refused, p50: percentile(times, 0.5), p95: percentile(times, 0.95), firstRefusal };
}

/** A save through `recordGame`, as the sheet page's action makes it once the request is read. */
export const recordGameSave =
  (actor: Actor, sheet: BenchSheet): SaveGame =>
  async (number, record, expectedVersion) => {
    const saved = await recordGame(db(), actor, { roundTableId: sheet.id, number, record, expectedVersion });
    return saved.ok ? { version: saved.data.version } : { refused: saved.reason };
  };

type Round = { ruleset: Ruleset; gamesPerRound: number };

const sheetVersion = async (sheet: BenchSheet) =>
  (await db().roundTable.findUniqueOrThrow({ where: { id: sheet.id }, select: { version: true } })).version;

/** A whole sheet: every game entered, every card verified by initials, handed in and accepted; or why it was not. */
async function playThrough(actor: Actor & { userId: string }, sheet: BenchSheet, round: Round): Promise<string | null> {
  const seated = seatedAt(sheet);
  const random = createRandom(`bench-accept-${sheet.table}`);
  for (let number = 1; number <= round.gamesPerRound; number++) {
    const record = randomGame(seated, eastOf(seated, number), random);
    const saved = await recordGame(db(), actor, { roundTableId: sheet.id, number, record, expectedVersion: null });
    if (!saved.ok) return `game ${number}: ${saved.reason}`;
  }
  const version = await sheetVersion(sheet);
  for (const card of seated) {
    const verifier = sheet.seats.get(verifierOf(card, seated, round.ruleset.verification) as Seat);
    const proof = { kind: 'initials' as const, initials: initialsOf(verifier?.name ?? ''), recordedById: actor.userId };
    const verified = await verifyCard(db(), actor, { roundTableId: sheet.id, card, sheetVersion: version, proof });
    if (!verified.ok) return `card ${card}: ${verified.message}`;
  }
  const submitted = await submitSheet(db(), actor, { roundTableId: sheet.id, version, now: new Date() });
  if (!submitted.ok) return `hand-in: ${submitted.message}`;
  const now = new Date();
  const accepted = await acceptSheet(db(), actor, { roundTableId: sheet.id, version: await sheetVersion(sheet), now });
  return accepted.ok ? null : `acceptance: ${accepted.message}`;
}

/** `firstRefusal`: why the first sheet not accepted was not (an error thrown counts). */
export type Acceptances = { accepted: number; refused: number; seconds: number; firstRefusal?: string };

/**
 * Sheets played through and accepted, one begun every 1/`perSecond` s whether the one before is done or not (the hall
 * has several scorekeepers), until stopped or out of sheets.
 */
export function acceptInBackground(
  actor: Actor & { userId: string },
  sheets: readonly BenchSheet[],
  round: Round,
  perSecond: number,
) {
  const began = performance.now();
  const under: Promise<void>[] = [];
  let accepted = 0;
  let refused = 0;
  let firstRefusal: string | undefined;
  const count = (why: string | null) => {
    if (why === null) accepted++;
    else if (refused++ === 0) firstRefusal = why;
  };
  const begin = (sheet: BenchSheet) =>
    under.push(playThrough(actor, sheet, round).then(count, (e: Error) => count(`failed: ${e.message}`)));
  const timers = sheets.map((sheet, k) => setTimeout(() => begin(sheet), (k * 1000) / perSecond));
  let stopping: Promise<Acceptances> | null = null;
  return {
    /** Begins no more sheets and waits for those under way; the same figures however often it is called. */
    stop: (): Promise<Acceptances> =>
      (stopping ??= (async () => {
        for (const timer of timers) clearTimeout(timer);
        const seconds = (performance.now() - began) / 1000;
        await Promise.all(under);
        return { accepted, refused, seconds, firstRefusal };
      })()),
  };
}
