import { SEATS } from '@/lib/rules/seats';

type Seat = { table: number; letter: string; player: { number: number; name: string } };

/** The seating as one card per table, seats A to D (an empty seat of a 3-player table shown as such). */
export function SeatingCards({ seats, tables }: { seats: readonly Seat[]; tables: readonly number[] }) {
  return (
    <div className="table-cards">
      {tables.map((table) => (
        <section key={table} className="card" aria-label={`Table ${table}`}>
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
        </section>
      ))}
    </div>
  );
}
