import { prizeKeys, type WinnersCircle } from './circle';
import { specialValueText } from './specials';

/** One certificate: who, and for what prize in the announcer's words. */
export type Certificate = {
  key: string;
  player: { id: string; number: number; name: string };
  prize: string;
  detail: string | null;
};

/** A certificate per winner per prize, in the order of the announcement. */
export function certificatesOf(circle: WinnersCircle): Certificate[] {
  const places = circle.places.flatMap((place) =>
    place.players.map((row) => ({
      key: `${prizeKeys.place()}:${row.player.id}`,
      player: row.player,
      prize: `${place.label} place`,
      detail: `${row.total} points`,
    })),
  );
  const rounds = circle.rounds.flatMap((round) =>
    round.places.flatMap((place) =>
      place.players.map((score) => ({
        key: `${prizeKeys.round(round.round)}:${score.player.id}`,
        player: score.player,
        prize: `Round ${round.round}: ${place.label}`,
        detail: `${score.points} points`,
      })),
    ),
  );
  const specials = circle.specials.flatMap((special) =>
    special.winners.map(({ player }) => ({
      key: `${prizeKeys.special(special.prize)}:${player.id}`,
      player,
      prize: special.label,
      detail: special.value === null ? null : specialValueText(special.prize, special.value),
    })),
  );
  return [...places, ...rounds, ...specials];
}
