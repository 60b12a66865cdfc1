import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { splitLine } from '@/lib/players/csv';

/** A CSV file as saved: whether it starts with UTF-8's byte-order mark, its header and its records' fields. */
export type SavedCsv = { bom: boolean; header: string[]; rows: string[][] };

/** Clicks a download link as a person would and reads the CSV file the browser saved. */
export async function downloadedCsv(link: Locator): Promise<SavedCsv> {
  const [download] = await Promise.all([link.page().waitForEvent('download'), link.click()]);
  const bytes = await readFile(await download.path());
  const bom = bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]));
  const [header, ...rows] = bytes
    .subarray(bom ? 3 : 0)
    .toString('utf8')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => splitLine(line) ?? []);
  return { bom, header: header ?? [], rows };
}
