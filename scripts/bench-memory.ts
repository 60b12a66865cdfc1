// The app's memory while it is loaded: the summed resident set of its server process and their descendants.
import { readdirSync, readFileSync } from 'node:fs';

/** `byProcessMb`: each process's own peak, the server's first (its children after: the app's Next.js process). */
export type Memory = { peakMb: number; rootHwmMb: number; processes: number; byProcessMb: number[] };

/** `roots` and all their descendants, the roots first. */
export function processTree(roots: readonly number[]): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const pids = [...roots];
  for (let i = 0; i < pids.length; i++) for (const [pid, ppid] of parents) if (ppid === pids[i]) pids.push(pid);
  return pids;
}

/**
 * `run` with the process `rootPid` and its descendants stopped (SIGSTOP), continued after (SIGCONT): a server paused
 * takes no CPU while another is measured beside it.
 */
export async function whilePaused<T>(rootPid: number, run: () => Promise<T>): Promise<T> {
  const pids = processTree([rootPid]);
  for (const pid of pids) process.kill(pid, 'SIGSTOP');
  try {
    return await run();
  } finally {
    for (const pid of pids) process.kill(pid, 'SIGCONT');
  }
}

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
