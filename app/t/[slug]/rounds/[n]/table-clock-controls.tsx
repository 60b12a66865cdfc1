import { extraMinutesAction, tableTimeUpAction } from '@/lib/rounds/actions';
import { ActionForm } from '../../../../_components/action-form';

type Table = { id: string; table: number; status: string; extraMinutes: number };

/** Extra minutes for one table (shown on the clock), and time up at a table that played on. */
export function TableClockControls({
  slug,
  status,
  tables,
}: {
  slug: string;
  status: string;
  tables: readonly Table[];
}) {
  return (
    <details className="card">
      <summary>Extra time for a table</summary>
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
      {status === 'TIME_UP' &&
        tables
          .filter((t) => t.extraMinutes > 0 && t.status === 'OPEN')
          .map((t) => (
            <ActionForm key={t.id} action={tableTimeUpAction}>
              <input type="hidden" name="slug" value={slug} />
              <input type="hidden" name="roundTableId" value={t.id} />
              <button type="submit" className="secondary">
                Call time at table {t.table}
              </button>
            </ActionForm>
          ))}
    </details>
  );
}
