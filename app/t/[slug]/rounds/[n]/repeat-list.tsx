type Repeat = { a: string; b: string; table: number; rounds: readonly number[] };

type Props = { repeats: readonly Repeat[]; threeAgain: readonly string[] };

/** The repeat report a Director sees before publishing: pairs who would meet again, and unfair 3-player seats. */
export function RepeatList({ repeats, threeAgain }: Props) {
  return (
    <>
      <MeetingList repeats={repeats} />
      {threeAgain.length > 0 && (
        <p className="notice warn">
          <strong>At a 3-player table again while others have not been:</strong> {threeAgain.join(', ')}. Swap them with
          players at tables of 4.
        </p>
      )}
    </>
  );
}

function MeetingList({ repeats }: { repeats: readonly Repeat[] }) {
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
