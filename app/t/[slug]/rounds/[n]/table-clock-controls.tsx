import { closeOutIncompleteAction, extraMinutesAction, tableTimeUpAction } from '@/lib/rounds/actions';
import { ActionForm } from '../../../../_components/action-form';

type Table = { id: string; table: number; status: string; extraMinutes: number };

/**
 * Extra minutes for one table (shown on the clock); time called at one table, whatever its clock says; once time is
 * up, the sheets holding only incomplete games accepted in one step.
 */
export function TableClockControls({
  slug,
  roundId,
  status,
  tables,
}: {
  slug: string;
  roundId: string;
  status: string;
  tables: readonly Table[];
}) {
  const open = tables.filter((t) => t.status === 'OPEN');
  return (
    <details className="card" open={status === 'TIME_UP'}>
      <summary>Time at one table{status === 'TIME_UP' ? ', and sheets with only incomplete games' : ''}</summary>
      <ActionForm action={extraMinutesAction} className="row">
        <input type="hidden" name="slug" value={slug} />
        <label>
          Table
          <select name="roundTableId">
            {tables.map((t) => (
              <option key={t.id} value={t.id}>
                Table {t.table}
                {t.extraMinutes ? ` (+${t.extraMinutes} min)` : ''}
              </option>
            ))}
          </select>
        </label>
        <label>
          Minutes <input name="minutes" type="number" min={1} max={60} defaultValue={5} style={{ width: '6rem' }} />
        </label>
        <button type="submit">Grant</button>
      </ActionForm>
      {open.length > 0 && (
        <ActionForm
          action={tableTimeUpAction}
          className="row"
          confirm="Call time at this table now? Its games not yet entered are recorded as incomplete (T13.4)."
        >
          <input type="hidden" name="slug" value={slug} />
          <label>
            Table
            <select name="roundTableId">
              {open.map((t) => (
                <option key={t.id} value={t.id}>
                  Table {t.table}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="secondary">
            Call time at this table
          </button>
        </ActionForm>
      )}
      {status === 'TIME_UP' && (
        <ActionForm
          action={closeOutIncompleteAction}
          confirm="Accept every sheet of this round that holds only incomplete games with no points? Recorded as your acceptance."
        >
          <input type="hidden" name="slug" value={slug} />
          <input type="hidden" name="roundId" value={roundId} />
          <p className="muted">
            Tables whose games all ran out of time have nothing to verify: accept their sheets at once so the round can
            close.
          </p>
          <button type="submit">Accept the sheets with only incomplete games</button>
        </ActionForm>
      )}
    </details>
  );
}
