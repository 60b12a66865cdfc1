import 'server-only';
import type { Db } from '@/lib/db/client';
import { cardTotals, rulesetSchema, verifierOf, type GameRecord, type Line, type Seat } from '@/lib/rules';
import { sheetDigest } from './digest';
import { PUBLIC_ROUNDS } from '@/lib/sheets/public-rounds';

/** What every view of a game shows of a seat's score: the points that count, the computed ones, a ruling's reason. */
export const SCORE_SHOWN = { letter: true, points: true, computedPoints: true, overrideReason: true } as const;

const selectFor = (table: number) =>
  ({
    id: true,
    table: true,
    status: true,
    version: true,
    submittedAt: true,
    acceptedAt: true,
    acceptedDigest: true,
    collector: { select: { id: true, number: true, name: true } },
    round: {
      select: {
        id: true,
        number: true,
        status: true,
        tournament: { select: { id: true, slug: true, name: true, ruleset: true, gamesPerRound: true } },
        seats: {
          where: { table },
          select: { letter: true, player: { select: { id: true, number: true, name: true } } },
        },
      },
    },
    games: {
      orderBy: { number: 'asc' },
      select: {
        id: true,
        number: true,
        version: true,
        record: true,
        lines: true,
        updatedAt: true,
        scores: {
          select: { ...SCORE_SHOWN, overriddenAt: true },
        },
      },
    },
    verifications: {
      select: {
        letter: true,
        verifiedByLetter: true,
        initials: true,
        method: true,
        at: true,
        verifiedBy: { select: { name: true } },
      },
    },
    amendments: { orderBy: { at: 'asc' } },
  }) as const;

type Points = Partial<Record<Seat, number>>;

/**
 * One table's sheet in one round, as every view shows it: seats, games with lines and points, cards with their
 * verifications, state and digest. Null when there is no such table, or (for the public) its round is a draft.
 */
export async function tableSheet(db: Db, slug: string, round: number, table: number, includeDrafts: boolean) {
  const row = await db.roundTable.findFirst({
    where: {
      table,
      round: { number: round, tournament: { slug }, ...(includeDrafts ? {} : { status: { in: [...PUBLIC_ROUNDS] } }) },
    },
    select: selectFor(table),
  });
  if (!row) return null;
  const ruleset = rulesetSchema.parse(row.round.tournament.ruleset);
  const seats = [...row.round.seats].sort((a, b) => a.letter.localeCompare(b.letter));
  const seated = seats.map((s) => s.letter as Seat);
  const games = row.games.map((g) => ({
    ...g,
    record: g.record as GameRecord,
    lines: g.lines as unknown as Line[],
    points: Object.fromEntries(g.scores.map((s) => [s.letter, s.points])) as Points,
    computed: Object.fromEntries(g.scores.map((s) => [s.letter, s.computedPoints])) as Points,
  }));
  const totals = cardTotals(
    games.map((g) => ({ number: g.number, scores: g.points })),
    seated,
  );
  const cards = seats.map((s) => {
    const letter = s.letter as Seat;
    const verification = row.verifications.find((v) => v.letter === letter) ?? null;
    return {
      seat: letter,
      player: s.player,
      total: totals[letter],
      verifier: verifierOf(letter, seated, ruleset.verification),
      verification,
    };
  });
  const digest = sheetDigest(
    ruleset,
    games.map((g) => ({ number: g.number, record: g.record, scores: g.points })),
  );
  // Cards are verified once complete, on an open sheet (T4, T25).
  const cardsReady = row.status === 'OPEN' && games.length >= row.round.tournament.gamesPerRound;
  return { ...row, tournament: row.round.tournament, ruleset, seats, seated, games, cards, digest, cardsReady };
}

export type TableSheet = NonNullable<Awaited<ReturnType<typeof tableSheet>>>;

/** The sheet as the public JSON API gives it (issue #5's shape). */
export function sheetJson(sheet: TableSheet) {
  return {
    table: sheet.table,
    round: sheet.round.number,
    seats: Object.fromEntries(sheet.seats.map((s) => [s.letter, s.player])),
    ruleset: sheet.ruleset,
    games: sheet.games.map((g) => ({ number: g.number, record: g.record, scores: g.points, lines: g.lines })),
    cards: sheet.cards.map((c) => ({
      seat: c.seat,
      total: c.total,
      verifiedBy: c.verification && {
        seat: c.verification.verifiedByLetter,
        name: c.verification.verifiedBy.name,
        initials: c.verification.initials,
        method: c.verification.method.toLowerCase(),
      },
      verifiedAt: c.verification?.at.toISOString() ?? null,
    })),
    status: sheet.status.toLowerCase(),
    digest: sheet.digest,
  };
}

/** What `npm run score` reads to recompute the sheet: the ruleset and the game records in game order. */
export function sheetRecord(sheet: TableSheet) {
  return { ruleset: sheet.ruleset, games: sheet.games.map((g) => g.record) };
}

/** The public change log of a tournament, newest first: each change to an accepted sheet and each ruling on a score. */
export function changeLogOf(db: Db, tournamentId: string) {
  return db.amendment.findMany({
    where: { tournamentId },
    orderBy: { at: 'desc' },
    include: { roundTable: { select: { table: true, round: { select: { number: true } } } } },
  });
}
