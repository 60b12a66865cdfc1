import { z } from 'zod';
import type { Db } from '@/lib/db/client';
import { rulesetSchema, verifierOf, type GameRecord, type Line, type Seat } from '@/lib/rules';
import { MAX_PLAYER_NUMBER } from './schema';
import { PUBLIC_ROUNDS } from '@/lib/rounds/public-rounds';
import { SCORE_SHOWN } from '@/lib/sheets/queries';
import { tableGrain } from '@/lib/live/grains';

const badge = z
  .string()
  .regex(/^[1-9]\d{0,4}$/)
  .transform(Number)
  .refine((n) => n <= MAX_PLAYER_NUMBER);

/** A badge number from a public route's path, or null when it is not a whole number from 1. */
export function playerNumberParam(param: string): number | null {
  const parsed = badge.safeParse(param);
  return parsed.success ? parsed.data : null;
}

const who = { select: { id: true, number: true, name: true } } as const;

const readPlayer = (db: Db, slug: string, number: number) =>
  db.player.findFirst({
    where: { number, tournament: { slug } },
    select: {
      id: true,
      number: true,
      name: true,
      club: true,
      city: true,
      region: true,
      status: true,
      substitute: who,
      substituteFor: who,
      tournament: { select: { id: true, slug: true, name: true, ruleset: true } },
      seats: {
        where: { round: { status: { in: [...PUBLIC_ROUNDS] } } },
        select: { roundId: true, table: true, letter: true, round: { select: { number: true, status: true } } },
      },
    },
  });

type Place = { roundId: string; table: number };

/** The sheets of the tables the player sat at: games with every seat's scores, and the cards' verifications. */
const readSheets = (db: Db, places: Place[]) =>
  db.roundTable.findMany({
    where: { OR: places.map((p) => ({ roundId: p.roundId, table: p.table })) },
    select: {
      roundId: true,
      table: true,
      status: true,
      games: {
        orderBy: { number: 'asc' },
        select: {
          number: true,
          record: true,
          lines: true,
          scores: { select: SCORE_SHOWN },
        },
      },
      verifications: {
        select: { letter: true, verifiedByLetter: true, initials: true, method: true, at: true },
      },
    },
  });

/** Everyone seated at those tables, the player included. */
const readTableSeats = (db: Db, places: Place[]) =>
  db.seat.findMany({
    where: { OR: places.map((p) => ({ roundId: p.roundId, table: p.table })) },
    select: { roundId: true, table: true, letter: true, player: who },
  });

const at = (p: Place) => `${p.roundId}:${p.table}`;

/**
 * One player's public page: who they are, their points (accepted sheets apart from those still at the table or
 * handed in) and, for every published round they sat in, their table, opponents, games with their own line items and
 * their card. Three reads, whatever the number of rounds. Null when the tournament has no player of that number.
 * `held`: the standings are held back from this reader, so no points at all (no totals, no games, no card totals):
 * together they would show the player's points across tables. Each table's own page still shows its games.
 */
export async function playerCard(db: Db, slug: string, number: number, { held } = { held: false }) {
  const player = await readPlayer(db, slug, number);
  if (!player) return null;
  const { tournament, seats: places, ...about } = player;
  const ruleset = rulesetSchema.parse(tournament.ruleset);
  const [sheets, seats] =
    places.length === 0 ? [[], []] : await Promise.all([readSheets(db, places), readTableSeats(db, places)]);
  const sheetAt = new Map(sheets.map((s) => [at(s), s]));

  const rounds = places.map((place) => {
    const seat = place.letter as Seat;
    const table = seats
      .filter((s) => at(s) === at(place))
      .sort((a, b) => a.letter.localeCompare(b.letter))
      .map((s) => ({ seat: s.letter as Seat, player: s.player }));
    const seated = table.map((s) => s.seat);
    const sheet = sheetAt.get(at(place));
    const games = (sheet?.games ?? []).map((g) => {
      const score = g.scores.find((s) => s.letter === seat);
      return {
        number: g.number,
        record: g.record as GameRecord,
        lines: (g.lines as unknown as Line[]).filter((line) => line.seat === seat),
        points: score?.points ?? 0,
        computed: score?.computedPoints ?? 0,
        overrideReason: score?.overrideReason ?? null,
      };
    });
    const total = games.reduce((sum, g) => sum + g.points, 0);
    const verifier = verifierOf(seat, seated, ruleset.verification);
    const verification = sheet?.verifications.find((v) => v.letter === seat) ?? null;
    const nameAt = (letter: Seat | null) => table.find((s) => s.seat === letter)?.player ?? null;
    return {
      round: place.round.number,
      roundStatus: place.round.status,
      table: place.table,
      seat,
      /** Every seat taken at the table, in A–D order, the player's own included: games name seats. */
      seats: table,
      opponents: table.filter((s) => s.seat !== seat),
      sheet: sheet ? sheet.status : null,
      games: held ? [] : games,
      card: {
        total: held ? null : total,
        verifier: verifier && { seat: verifier, player: nameAt(verifier) },
        verification: verification && {
          ...verification,
          verifiedByLetter: verification.verifiedByLetter as Seat,
          verifiedBy: nameAt(verification.verifiedByLetter as Seat),
        },
      },
    };
  });
  rounds.sort((a, b) => b.round - a.round);

  // Sheets still at the table or handed in may change: counted apart, as the standings count accepted sheets only.
  const over = (accepted: boolean) => {
    const counted = rounds.filter((r) => (r.sheet === 'ACCEPTED') === accepted);
    return {
      points: counted.reduce((n, r) => n + (r.card.total ?? 0), 0),
      games: counted.reduce((n, r) => n + r.games.length, 0),
    };
  };
  return {
    tournament: { id: tournament.id, slug: tournament.slug, name: tournament.name },
    player: about,
    totals: held ? null : { accepted: over(true), notYetAccepted: over(false) },
    /** The latest round first: the card a player checks during a round is the one on top. */
    rounds,
  };
}

export type PlayerCard = NonNullable<Awaited<ReturnType<typeof playerCard>>>;
export type PlayerRound = PlayerCard['rounds'][number];

/** The grains of the tables player `number` sits at in the published rounds: what their page shows, and follows. */
export async function playerTableGrains(db: Db, tournamentId: string, number: number) {
  const seats = await db.seat.findMany({
    where: { player: { tournamentId, number }, round: { status: { in: [...PUBLIC_ROUNDS] } } },
    select: { table: true, round: { select: { number: true } } },
  });
  return seats.map((seat) => tableGrain(seat.round.number, seat.table));
}
