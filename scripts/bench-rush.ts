// The round-end rush (issue #18): every player of the hall loads the seating, their own player page, their own table's
// page and the standings, in one shuffled list at 50 connections, while sheets are accepted; and a bare server
// answering the same set of answers from memory, loaded the same way.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRandom } from '@/lib/random';
import { bareAnswers, withBareServer, wrk, type ListRun } from './bench-load';
import type { Acceptances, BenchSheet } from './bench-sheets';

/** Each seated player's four addresses at a round's end, all in one list shuffled from a fixed seed. */
export function rushPaths(slug: string, round: number, sheets: readonly BenchSheet[]): string[] {
  const paths = sheets.flatMap((sheet) =>
    [...sheet.seats.values()].flatMap((player) => [
      `/t/${slug}/seating`,
      `/t/${slug}/player/${player.number}`,
      `/t/${slug}/rounds/${round}/tables/${sheet.table}`,
      `/t/${slug}/standings`,
    ]),
  );
  return createRandom('bench-rush').shuffle(paths);
}

export type Rush = ListRun & { addresses: number; distinct: number; acceptances: Acceptances };

type RushLoad = { base: string; listFile: string; seconds: number; connections: number };

/** The list loaded as phones ask it (gzip), while `background` (the acceptances) runs; it is stopped at the end. */
export async function rush(
  { base, listFile, seconds, connections }: RushLoad,
  paths: readonly string[],
  background: { stop: () => Promise<Acceptances> },
): Promise<Rush> {
  writeFileSync(listFile, `${paths.join('\n')}\n`);
  try {
    const loaded = await wrk({ url: base, seconds, gzip: true, connections, list: listFile });
    return { ...loaded, addresses: paths.length, distinct: new Set(paths).size, acceptances: await background.stop() };
  } finally {
    await background.stop();
  }
}

/**
 * Every distinct address of the list asked of the app once, as phones ask it, kept in `answersFile` for the bare
 * server; returns the addresses whose answer was not 200, with their status.
 */
export async function keepAnswers(base: string, paths: readonly string[], answersFile: string) {
  const { file, refused } = await bareAnswers(base, [...new Set(paths)]);
  writeFileSync(answersFile, file);
  return refused;
}

/** The bare server answering the kept answers, loaded with the same list and settings as the app. */
export function bareRush(
  { listFile, seconds, connections }: Omit<RushLoad, 'base'>,
  answersFile: string,
  firstPath: string,
): Promise<ListRun> {
  return withBareServer(answersFile, firstPath, (url) =>
    wrk({ url, seconds, gzip: true, connections, list: listFile }),
  );
}

/**
 * The server's line saying its first pass made the tournament's pages ahead (server/http/made-ahead.ts), waited for
 * in its output: a hall's round ends minutes after its pages could be made.
 */
export async function firstPassAhead(serverLog: string, slug: string, seconds: number): Promise<string> {
  const deadline = Date.now() + seconds * 1000;
  const said = new RegExp(`^Made ahead \\d+ answers of "${slug}" in .*$`, 'm');
  for (;;) {
    const line = said.exec(readFileSync(serverLog, 'utf8'))?.[0];
    if (line) return line;
    if (Date.now() > deadline) return `No pass made ahead within ${seconds} s.`;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
