import { AutoRefresh } from '../../../../_components/auto-refresh';

type Job = {
  status: 'RUNNING' | 'DONE' | 'FAILED';
  stale: boolean;
  bestRepeatPairs: number | null;
  iterations: number;
  elapsedMs: number;
  budgetMs: number;
  seed: string;
  error: string | null;
};

/** The fewest-repeats search's progress, refreshed while it runs. */
export function GeneratorProgress({ job }: { job: Job }) {
  if (job.status === 'RUNNING' && !job.stale) {
    const percent = Math.min(100, Math.round((job.elapsedMs / job.budgetMs) * 100));
    return (
      <div className="notice" role="status">
        <AutoRefresh seconds={1} />
        Searching (seed {job.seed}): best so far <strong>{job.bestRepeatPairs ?? '…'} repeat pairs</strong> after{' '}
        {job.iterations.toLocaleString()} steps, {Math.round(job.elapsedMs / 1000)} of {job.budgetMs / 1000} s.
        <progress value={percent} max={100} style={{ width: '100%' }} />
      </div>
    );
  }
  if (job.status === 'FAILED' || job.stale) {
    return (
      <p className="notice error">The last search stopped: {job.error ?? 'its process ended without reporting'}.</p>
    );
  }
  return (
    <p className="notice">
      The generator drafted this round (seed {job.seed}) with {job.bestRepeatPairs ?? 0} repeat pairs.
    </p>
  );
}
