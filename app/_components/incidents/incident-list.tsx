import type { TableIncident } from '@/lib/incidents/queries';
import { SettleForm } from './settle-form';
import { timeIn } from '@/lib/util/time';

type Props = {
  incidents: readonly TableIncident[];
  /** Present for the Director: an open dispute can be settled here. */
  settle?: { slug: string };
  /** The tournament's time zone, named elsewhere on the page. */
  zone: string;
};

/** A table's incidents: what happened in which game, the ruling and its effects, open disputes first to the eye. */
export function IncidentList({ incidents, settle, zone }: Props) {
  if (incidents.length === 0) return <p className="muted">No incident at this table.</p>;
  return (
    <ol className="incidents">
      {incidents.map((incident) => (
        <li key={incident.id} className={incident.open ? 'open' : undefined} data-incident={incident.id}>
          <strong>
            Game {incident.gameNumber}: {incident.title}
          </strong>{' '}
          <span className="muted">{timeIn(incident.at, zone)}</span>{' '}
          {incident.open ? (
            <span className="badge warn">open dispute</span>
          ) : (
            <span className="badge">{incident.overridden ? 'ruled otherwise' : 'ruled'}</span>
          )}{' '}
          {incident.pending && <span className="badge warn">applies when game {incident.gameNumber} is entered</span>}
          <p>
            {incident.overridden && 'Director: '}
            {incident.words}
          </p>
          {incident.effects.length > 0 && (
            <ul className="effects">
              {incident.effects.map((words, i) => (
                <li key={i}>{words}</li>
              ))}
            </ul>
          )}
          {incident.rules.length > 0 && <p className="muted">Rules: {incident.rules.join(', ')}</p>}
          {incident.open && settle && <SettleForm slug={settle.slug} incidentId={incident.id} />}
        </li>
      ))}
    </ol>
  );
}
