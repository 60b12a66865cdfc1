import type { Metadata } from 'next';
import StaffLink from '@/app/_components/staff-link';
import { FieldError } from '@/app/_components/field-error';
import { CALL_OUTCOME, CallTimes } from '@/app/_components/calls/call-times';
import type { FieldErrors } from '@/lib/actions/result';
import { tournamentTimeZone } from '@/lib/tournaments/time-zone';
import { stampIn, zoneLabel } from '@/lib/util/time';
import { requireTournamentRole } from '@/lib/auth/require';
import { db } from '@/lib/db/client';
import { incidentLog, type IncidentLogRow } from '@/lib/incidents/log';
import { filterQuery, filterValues, parseIncidentLogFilter, type FilterParams } from '@/lib/incidents/log-schema';
import { INCIDENT_INFO, INCIDENT_KINDS } from '@/lib/rules';

export const metadata: Metadata = { title: 'Incidents' };

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The tournament's incident log for its staff: what the Director was called to, the ruling and its rules (T27). */
export default async function IncidentsPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const query = await searchParams;
  const path = `/t/${slug}/incidents`;
  const asked = new URLSearchParams(Object.entries(filterValues(query)).filter(([, value]) => value !== ''));
  const here = asked.size > 0 ? `${path}?${asked.toString()}` : path;
  const { tournament } = await requireTournamentRole(slug, 'SCOREKEEPER', here);
  const parsed = parseIncidentLogFilter(query);
  const [rows, zone] = await Promise.all([
    parsed.ok ? incidentLog(db(), tournament.id, parsed.filter) : [],
    tournamentTimeZone(db(), slug),
  ]);
  return (
    <>
      <h1>Incidents</h1>
      {/* Keyed by the query: after "Clear" the fields show the new values, not the ones typed before. */}
      <FilterForm key={here} path={path} query={query} errors={parsed.ok ? undefined : parsed.fieldErrors} />
      {parsed.ok ? (
        <IncidentLog
          rows={rows}
          zone={zone}
          filtered={asked.size > 0}
          csv={`/api/tournaments/${slug}/incidents${filterQuery(parsed.filter)}`}
        />
      ) : (
        <p className="notice error" role="alert">
          {parsed.message}
        </p>
      )}
    </>
  );
}

function NumberField({
  name,
  label,
  value,
  errors,
}: {
  name: string;
  label: string;
  value: string;
  errors?: FieldErrors;
}) {
  return (
    <label>
      {label}
      <input name={name} inputMode="numeric" size={6} defaultValue={value} aria-describedby={`${name}-error`} />
      <FieldError errors={errors} name={name} />
    </label>
  );
}

function FilterForm({ path, query, errors }: { path: string; query: FilterParams; errors?: FieldErrors }) {
  const values = filterValues(query);
  return (
    <form method="get" action={path} className="row no-print" aria-label="Filter the incidents">
      <NumberField name="round" label="Round" value={values.round} errors={errors} />
      <NumberField name="table" label="Table" value={values.table} errors={errors} />
      <label>
        Kind
        <select name="kind" defaultValue={values.kind} aria-describedby="kind-error">
          <option value="">Any kind</option>
          {INCIDENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {INCIDENT_INFO[kind].title}
            </option>
          ))}
        </select>
        <FieldError errors={errors} name="kind" />
      </label>
      <NumberField name="player" label="Player number" value={values.player} errors={errors} />
      <button type="submit">Apply</button>
      <StaffLink href={path}>Clear</StaffLink>
    </form>
  );
}

type LogProps = { rows: IncidentLogRow[]; zone: string; filtered: boolean; csv: string };

function IncidentLog({ rows, zone, filtered, csv }: LogProps) {
  if (rows.length === 0) return <p>{filtered ? 'No incident matches these filters.' : 'No incident recorded yet.'}</p>;
  return (
    <>
      <p className="row">
        <span className="summary">
          {rows.length === 1 ? '1 incident' : `${rows.length} incidents`}, newest first; times in{' '}
          {zoneLabel(zone, new Date())}.
        </span>
        <a href={csv} className="no-print">
          Download CSV
        </a>
      </p>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th>When</th>
              <th>Where</th>
              <th>Kind</th>
              <th>Players</th>
              <th>Ruling</th>
              <th>Rules</th>
              <th>Staff</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <IncidentRow key={row.id} row={row} zone={zone} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const where = (row: IncidentLogRow) =>
  row.round === null ? 'No table' : `Round ${row.round}, table ${row.table}${row.game ? `, game ${row.game}` : ''}`;

const decisionWords = { confirm: 'Confirmed', override: 'Overridden' } as const;

function IncidentRow({ row, zone }: { row: IncidentLogRow; zone: string }) {
  return (
    <tr>
      <td>
        {stampIn(row.createdAt, zone)}
        {row.call && <CallTimes call={row.call} />}
      </td>
      <th scope="row">{row.sheetPath ? <StaffLink href={row.sheetPath}>{where(row)}</StaffLink> : where(row)}</th>
      <td>{row.title}</td>
      <td>
        {row.players.map((p) => (
          <div key={p.letter}>
            {p.letter} #{p.number} {p.name}
          </div>
        ))}
      </td>
      <td>
        {row.status === 'OPEN' ? (
          <span className="badge">open dispute</span>
        ) : row.status !== 'RULED' ? (
          <span className="badge">{CALL_OUTCOME[row.status]}</span>
        ) : (
          <strong>{row.decision ? decisionWords[row.decision] : '—'}:</strong>
        )}{' '}
        {row.ruling}
      </td>
      <td>{row.rules.join(', ')}</td>
      <td>
        {row.kind !== 'CALL' && <div>reported by {row.reporter ?? '—'}</div>}
        {row.director && (
          <div>
            {row.kind === 'CALL' ? 'answered by' : 'ruled by'} {row.director}
          </div>
        )}
      </td>
    </tr>
  );
}
