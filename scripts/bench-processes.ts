// The processes of a server the bench runs: its tree, and pausing it while another server is measured.
import { readdirSync, readFileSync } from 'node:fs';

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
