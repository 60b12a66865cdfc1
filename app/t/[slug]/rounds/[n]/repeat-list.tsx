type Repeat = { a: string; b: string; table: number; rounds: readonly number[] };

/** The repeat-meeting report a Director sees before publishing. */
export function RepeatList({ repeats }: { repeats: readonly Repeat[] }) {
  if (repeats.length === 0) return <p className="notice">No two players in this seating have met before.</p>;
  return (
    <div className="notice warn">
      <p style={{ marginTop: 0 }}>
        <strong>{repeats.length} pairs would meet again.</strong> The fewest-repeats generator below searches for a
        seating without repeats.
      </p>
      <ul>
        {repeats.map((r) => (
          <li key={`${r.a}|${r.b}`}>
            {r.a} and {r.b}, at table {r.table}: met in round {r.rounds.join(' and ')}
          </li>
        ))}
      </ul>
    </div>
  );
}
