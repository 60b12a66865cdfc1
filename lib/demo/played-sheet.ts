// One table's score sheet of a demo round, played to the end: its games, the verified cards, the collector and the
// digest as accepted. Pure: the same table, ruleset and random sequence give the same sheet.
import type { Random } from '@/lib/random';
import { collectorAt } from '@/lib/seating/collector';
import { initialsOf } from '@/lib/sheets/seat-names';
import { eastOf, scoreGame, SEATS, verifierOf, type GameRecord, type Line, type Ruleset, type Seat } from '@/lib/rules';
import { sheetDigest } from '@/lib/sheets/digest';
import { randomGame } from './random-game';

export type SeatedPlayer = { id: string; name: string };
export type TableToPlay = { id: string; table: number; players: ReadonlyMap<Seat, SeatedPlayer> };

export type PlayedGame = { number: number; record: GameRecord; lines: Line[]; scores: Partial<Record<Seat, number>> };
export type PlayedCard = { card: Seat; verifiedBy: Seat; verifier: SeatedPlayer; initials: string };

export type PlayedSheet = {
  games: PlayedGame[];
  cards: PlayedCard[];
  collector: { letter: Seat; player: SeatedPlayer };
  digest: string;
};
/** A played sheet with the ids its games will have. */
export type PlayedTable = { table: TableToPlay; sheet: PlayedSheet; gameIds: string[] };

/** Plays `gamesPerRound` games at the table, East passing round the seats taken (T3A), then verifies every card. */
export function playSheet(
  table: TableToPlay,
  round: { number: number; gamesPerRound: number },
  ruleset: Ruleset,
  random: Random,
): PlayedSheet {
  const seated = SEATS.filter((seat) => table.players.has(seat));
  const games = Array.from({ length: round.gamesPerRound }, (_, i): PlayedGame => {
    const number = i + 1;
    const record = randomGame(seated, eastOf(seated, number), random);
    return { number, record, ...scoreGame(record, ruleset) };
  });
  const cards = seated.map((card): PlayedCard => {
    const verifiedBy = verifierOf(card, seated, ruleset.verification) as Seat;
    const verifier = table.players.get(verifiedBy) as SeatedPlayer;
    return { card, verifiedBy, verifier, initials: initialsOf(verifier.name) };
  });
  // The digest reads what the accepted sheet holds: each game's record and the points that count.
  const digest = sheetDigest(
    ruleset,
    games.map(({ number, record, scores }) => ({ number, record, scores })),
  );
  const collector = collectorAt(seated, round.number);
  return {
    games,
    cards,
    collector: { letter: collector, player: table.players.get(collector) as SeatedPlayer },
    digest,
  };
}
