'use client';
import StaffLink from '@/app/_components/staff-link';
import type { TableProgress } from '@/lib/sheets/dashboard';

export type ResultsRow = {
  table: number;
  progress: TableProgress;
  games: number;
  gamesPerRound: number;
  verified: number;
  seated: number;
};

/**
 * The round's tables, one row each, rendered in the browser from their counts: the dashboard renders again on every
 * change at a round's end, and 500 rows of elements cost the server 70 ms each time where their counts cost nothing.
 */
export function ResultsRows({ sheetPath, rows }: { sheetPath: string; rows: readonly ResultsRow[] }) {
  return rows.map((t) => (
    <tr key={t.table} className={`progress-${t.progress.replace(/ /g, '-')}`}>
      <th scope="row">
        <StaffLink href={`${sheetPath}${t.table}`}>Table {t.table}</StaffLink>
      </th>
      <td>{t.progress}</td>
      <td className="num">
        {t.games}/{t.gamesPerRound}
      </td>
      <td className="num">
        {t.verified}/{t.seated}
      </td>
    </tr>
  ));
}
