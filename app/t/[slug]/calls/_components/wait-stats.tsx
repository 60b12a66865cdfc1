import { duration, type RoundWaits } from '@/lib/calls/rules';

/** Per round: how many calls, and how long tables waited for a Director (median and longest). */
export function WaitStats({ waits }: { waits: readonly RoundWaits[] }) {
  if (waits.length === 0) return null;
  return (
    <section aria-label="Waits per round" className="queue-stats">
      <h2>Waits per round</h2>
      <table>
        <thead>
          <tr>
            <th>Round</th>
            <th className="num">Calls</th>
            <th className="num">Median wait</th>
            <th className="num">Longest</th>
          </tr>
        </thead>
        <tbody>
          {waits.map((w) => (
            <tr key={w.round}>
              <th scope="row">{w.round}</th>
              <td className="num">{w.calls}</td>
              <td className="num">{duration(w.medianMs)}</td>
              <td className="num">{duration(w.longestMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint">A wait runs from the call until a Director takes it (or it ends untaken).</p>
    </section>
  );
}
