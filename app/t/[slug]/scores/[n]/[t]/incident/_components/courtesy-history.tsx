import type { Complaint } from '@/lib/incidents/queries';

const CONDUCT = {
  discourtesy: 'discourtesy',
  lingering: 'disturbing others after the round',
  arguing_with_director: 'arguing with the Director',
} as const;

/** The player's courtesy record in this event, read before ruling on a complaint (T2). */
export function CourtesyHistory({ seat, complaints }: { seat: string; complaints: readonly Complaint[] }) {
  if (complaints.length === 0)
    return <p className="notice">Seat {seat}: no earlier courtesy complaint in this event.</p>;
  return (
    <div className="notice warn" aria-label={`Seat ${seat}: earlier complaints`}>
      Seat {seat}: {complaints.length} earlier courtesy complaint{complaints.length === 1 ? '' : 's'} in this event.
      <ul>
        {complaints.map((c, i) => (
          <li key={i}>
            Round {c.round}, table {c.table}
            {c.game ? `, game ${c.game}` : ''}: {CONDUCT[c.conduct]}. {c.ruling}
          </li>
        ))}
      </ul>
    </div>
  );
}
