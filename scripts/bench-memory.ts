// The app's memory while it is loaded: the summed resident set of its server process and their descendants.
import { readFileSync } from 'node:fs';
import { processTree } from './bench-processes';

/** `byProcessMb`: each process's own peak, the server's first (its children after: the app's Next.js process). */
export type Memory = { peakMb: number; rootHwmMb: number; processes: number; byProcessMb: number[] };

/** The summed resident memory of a process and its descendants (Next may run workers), sampled every 200 ms. */
export function memorySampler(rootPid: number) {
  const kb = (pid: number, field: string) => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  };
  const tree = () => processTree([rootPid]);
  let peakKb = 0;
  let hwmKb = 0;
  let processes = 1;
  const peakOf = new Map<number, number>();
  const sample = () => {
    try {
      const pids = tree();
      processes = Math.max(processes, pids.length);
      const resident = pids.map((pid) => kb(pid, 'VmRSS'));
      pids.forEach((pid, i) => peakOf.set(pid, Math.max(peakOf.get(pid) ?? 0, resident[i]!)));
      peakKb = Math.max(
        peakKb,
        resident.reduce((sum, one) => sum + one, 0),
      );
      hwmKb = Math.max(hwmKb, kb(rootPid, 'VmHWM'));
    } catch {
      // the server is stopping
    }
  };
  const timer = setInterval(sample, 200);
  const figures = (): Memory => {
    sample();
    const byProcessMb = [...peakOf.values()].map((one) => one / 1024);
    return { peakMb: peakKb / 1024, rootHwmMb: hwmKb / 1024, processes, byProcessMb };
  };
  return {
    /** The figures so far. */
    figures,
    stop: (): Memory => (clearInterval(timer), figures()),
  };
}
