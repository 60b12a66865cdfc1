import { db } from '@/lib/db/client';
import { publicStandings } from '@/lib/standings/queries';
import { playerDetails } from './queries';
import { resultLines, type ResultLine } from './results';

export type ResultsAnswer =
  | {
      ok: true;
      tournament: { slug: string; name: string };
      final: boolean;
      afterRound: number | null;
      lines: ResultLine[];
    }
  | { ok: false; status: 404 | 409; message: string };

/**
 * The results of a tournament for the export, read the way the public reads the standings: refused while the
 * Director holds them back, whoever asks.
 */
export async function tournamentResults(slug: string): Promise<ResultsAnswer> {
  const view = await publicStandings(db(), slug, false);
  if (!view) return { ok: false, status: 404, message: `There is no tournament "${slug}".` };
  if (!view.released || !view.standings)
    return { ok: false, status: 409, message: 'The results are held back until the Director releases the standings.' };
  const details = await playerDetails(db(), view.tournament.id);
  return {
    ok: true,
    tournament: { slug: view.tournament.slug, name: view.tournament.name },
    final: view.state === 'FROZEN',
    afterRound: view.standings.afterRound,
    lines: resultLines(view.standings.rows, details),
  };
}
