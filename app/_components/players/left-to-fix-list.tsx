import StaffLink from '@/app/_components/staff-link';
import type { LeftToFix } from '@/lib/players/left-to-fix';
import { withdrawFromLaterRoundsAction } from '@/lib/players/actions';
import { ActionForm } from '../action-form';

const SHEET_WORDS: Record<string, string> = { OPEN: 'still at the table', SUBMITTED: 'handed in, not accepted' };

type Props = { slug: string; items: readonly LeftToFix[] };

/**
 * After a withdrawal or a disqualification: the seats the player still holds, with the one step that clears the
 * later rounds, and the sheets in play to finish. Shown to the Director until nothing is left.
 */
export function LeftToFixList({ slug, items }: Props) {
  if (items.length === 0) return null;
  return (
    <section className="notice warn left-to-fix" aria-label="Left to fix">
      <h2>Left to fix</h2>
      <ul>
        {items.map(({ player, laterRounds, sheets }) => {
          const who = `#${player.number} ${player.name}`;
          return (
            <li key={player.id}>
              <strong>{who}</strong> is {player.status.toLowerCase()}.
              {sheets.map((s) => (
                <span key={`${s.round}-${s.table}`}>
                  {' '}
                  Round {s.round}:{' '}
                  <StaffLink href={`/t/${slug}/scores/${s.round}/${s.table}`}>table {s.table} sheet</StaffLink>{' '}
                  {SHEET_WORDS[s.status] ?? s.status.toLowerCase()}: enter or rule on its remaining games.
                </span>
              ))}
              {laterRounds.length > 0 && (
                <ActionForm
                  action={withdrawFromLaterRoundsAction}
                  confirm={`Take ${who} out of round ${laterRounds.join(', ')} and re-balance the tables? Players there may move seat.`}
                >
                  <input type="hidden" name="slug" value={slug} />
                  <input type="hidden" name="playerId" value={player.id} />
                  Still seated in round {laterRounds.join(', ')}.{' '}
                  <button type="submit">Withdraw from later rounds and re-balance</button>
                </ActionForm>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
