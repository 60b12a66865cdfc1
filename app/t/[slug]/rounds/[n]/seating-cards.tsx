import StaffLink from '@/app/_components/staff-link';
import { SEATS } from '@/lib/rules/seats';

type Seat = { table: number; letter: string; player: { number: number; name: string } };

type Props = {
  seats: readonly Seat[];
  tables: readonly number[];
  /** Once the round is published: each table links to its sheet, `${sheets}/${table}`, and to record an incident. */
  sheets?: string;
};

/** The seating as one card per table, seats A to D (an empty seat of a 3-player table shown as such). */
export function SeatingCards({ seats, tables, sheets }: Props) {
  return (
    <div className="table-cards">
      {tables.map((table) => (
        <section key={table} id={`table-${table}`} tabIndex={-1} className="card" aria-label={`Table ${table}`}>
          <strong>Table {table}</strong>
          <ol>
            {SEATS.map((letter) => {
              const seat = seats.find((s) => s.table === table && s.letter === letter);
              return (
                <li key={letter}>
                  <span className="letter">{letter}</span>
                  {seat ? (
                    <span>
                      {seat.player.name} <span className="muted">#{seat.player.number}</span>
                    </span>
                  ) : (
                    <span className="muted">empty</span>
                  )}
                </li>
              );
            })}
          </ol>
          {sheets && (
            <p className="no-print">
              <StaffLink href={`${sheets}/${table}`}>Sheet</StaffLink> ·{' '}
              <StaffLink href={`${sheets}/${table}/incident`}>Record an incident</StaffLink>
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
