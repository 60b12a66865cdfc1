import type { PlayerStatus } from '@/lib/rules';
import type { ShownRow } from './page';
import type { PublicStandings } from './queries';

/**
 * The public standings JSON (issue #7): no rows while they are held back. A player is named by badge number and name
 * only: the database id would add nothing a reader needs, and at a large event it is most of the compressed answer.
 */
export function standingsJson({ tournament, state, released, standings }: PublicStandings) {
  const shown = released ? standings : null;
  return {
    tournament: { slug: tournament.slug, name: tournament.name },
    afterRound: shown?.afterRound ?? null,
    inProgress: shown?.inProgress ?? null,
    released,
    final: state === 'FROZEN',
    roundNumbers: shown?.rounds ?? [],
    rows: (shown?.rows ?? []).map((row) => ({
      rank: row.rank,
      player: { number: row.player.number, name: row.player.name },
      total: row.total,
      rounds: row.rounds,
      games: row.games,
      mahjongs: row.mahjongs,
      bestGame: row.bestGame,
      status: row.status.toLowerCase(),
    })),
  };
}

type StandingsJson = ReturnType<typeof standingsJson>;

/** The rows as shown again from the public standings JSON (a phone searching them), with the rounds they cover. */
export function standingsRowsOf(json: unknown): { rounds: number[]; rows: ShownRow[] } {
  const { roundNumbers, rows } = json as StandingsJson;
  return {
    rounds: roundNumbers,
    rows: rows.map(({ status, ...row }) => ({ ...row, status: status.toUpperCase() as PlayerStatus })),
  };
}
