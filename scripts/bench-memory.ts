// The app's memory while it is loaded: the resident memory of its server process and their descendants.
import { readFileSync } from 'node:fs';
import { processTree } from './bench-processes';

/**
 * `peakMb`: the summed resident sets at their highest. `ownPeakMb`: the same with the files the processes map counted
 * once, as the machine holds them (each process's own memory, plus the largest set of mapped files: every process of
 * the app maps Node itself, some 45 MB, which a sum of resident sets counts once per process). `byProcessMb`: each
 * process's own peak, the server's first (its children after: the app's Next.js process, a second front).
 */
export type Memory = { peakMb: number; ownPeakMb: number; rootHwmMb: number; processes: number; byProcessMb: number[] };

type Resident = { rss: number; own: number; files: number };

/** A process's resident memory (kB): in all, its own (anonymous and shared memory), the files it maps. */
function residentOf(pid: number): Resident {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS'), own: kb('RssAnon') + kb('RssShmem'), files: kb('RssFile') };
}

/** The resident memory of a process and its descendants (Next may run workers), sampled every 200 ms. */
export function memorySampler(rootPid: number) {
  const tree = () => processTree([rootPid]);
  let peakKb = 0;
  let ownPeakKb = 0;
  let hwmKb = 0;
  let processes = 1;
  const peakOf = new Map<number, number>();
  const sample = () => {
    try {
      const pids = tree();
      processes = Math.max(processes, pids.length);
      const resident = pids.map(residentOf);
      pids.forEach((pid, i) => peakOf.set(pid, Math.max(peakOf.get(pid) ?? 0, resident[i]!.rss)));
      peakKb = Math.max(
        peakKb,
        resident.reduce((sum, one) => sum + one.rss, 0),
      );
      const own = resident.reduce((sum, one) => sum + one.own, 0) + Math.max(...resident.map((one) => one.files));
      ownPeakKb = Math.max(ownPeakKb, own);
      const status = readFileSync(`/proc/${rootPid}/status`, 'utf8');
      hwmKb = Math.max(hwmKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // the server is stopping
    }
  };
  const timer = setInterval(sample, 200);
  const figures = (): Memory => {
    sample();
    const byProcessMb = [...peakOf.values()].map((one) => one / 1024);
    return { peakMb: peakKb / 1024, ownPeakMb: ownPeakKb / 1024, rootHwmMb: hwmKb / 1024, processes, byProcessMb };
  };
  return {
    /** The figures so far. */
    figures,
    stop: (): Memory => (clearInterval(timer), figures()),
  };
}
