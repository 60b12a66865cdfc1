import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { runDueBackups } from '@/lib/backup/automatic';
import { checkBackup } from '@/lib/backup/check';
import { periodSlot } from '@/lib/backup/due';
import { backupStatus } from '@/lib/backup/queries';
import { db } from '@/lib/db/client';
import { resetDatabase } from '../support/reset';
import { fourGames, playTable, roundOne, save, seatsOf, staff } from '../support/sheets';

let dir: string;
beforeEach(async () => {
  await resetDatabase(db());
  dir = mkdtempSync(path.join(os.tmpdir(), 'mahjong-backups-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 15, minute, 0));
const settings = () => ({ dir, everyMinutes: 5, keep: 2 });
const files = () => readdirSync(dir).sort();

describe('automatic backups', () => {
  test('a changed tournament is written whole, once per period, and again only after it changes', async () => {
    const t = await roundOne(8);
    expect(await runDueBackups(db(), settings(), at(0))).toEqual([]);
    const [first] = files();
    expect(first).toBe('sheets-open-20261124-150000.json');
    expect(checkBackup(readFileSync(path.join(dir, first!), 'utf8'))).toMatchObject({ ok: true });

    await runDueBackups(db(), settings(), at(6)); // nothing changed: nothing written
    expect(files()).toEqual([first]);

    const scorekeeper = await staff('Keeper');
    await playTable(scorekeeper, t.tableId(1));
    await runDueBackups(db(), settings(), at(7));
    await runDueBackups(db(), settings(), at(8)); // the same period: not again, though it changed
    expect(files()).toHaveLength(2);
    const status = (await backupStatus(db(), [t.tournamentId])).get(t.tournamentId);
    expect(status).toMatchObject({ last: { path: path.join(dir, 'sheets-open-20261124-150700.json') }, failure: null });
    expect(status!.last!.bytes).toBe(readFileSync(status!.last!.path).length);
  });

  test('a closed round is written at its close and kept; only the newest periodic files are kept', async () => {
    const t = await roundOne(8);
    const scorekeeper = await staff('Keeper');
    const games = fourGames([...(await seatsOf(t.tableId(1))).keys()]);
    for (const [i, minute] of [0, 5, 10].entries()) {
      await save(scorekeeper, t.tableId(1), { number: i + 1, record: games[i]! });
      await runDueBackups(db(), settings(), at(minute));
    }
    await db().round.update({ where: { id: t.roundId }, data: { closedAt: at(11), status: 'CLOSED' } });
    await runDueBackups(db(), settings(), at(12));
    await runDueBackups(db(), settings(), at(13));
    const names = files();
    expect(names.filter((name) => name.includes('round-1-closed'))).toHaveLength(1);
    expect(names.filter((name) => !name.includes('closed')).length).toBeLessThanOrEqual(2);
  });

  test('a backup folder that cannot be written is reported and recorded, and nothing is thrown', async () => {
    const t = await roundOne(8);
    const blocked = path.join(dir, 'not-a-folder');
    writeFileSync(blocked, 'a file where the folder should be');
    const failures = await runDueBackups(db(), { ...settings(), dir: blocked }, at(0));
    expect(failures).toEqual([expect.stringMatching(/^Backup of "sheets-open" into .*not-a-folder failed: /)]);
    const status = (await backupStatus(db(), [t.tournamentId])).get(t.tournamentId);
    expect(status).toMatchObject({ last: null, failure: { message: expect.any(String) } });
    // The next period tries again, into a folder that works now.
    await runDueBackups(db(), settings(), at(5));
    expect((await backupStatus(db(), [t.tournamentId])).get(t.tournamentId)).toMatchObject({ failure: null });
  });

  test('two app instances at the same moment write one file', async () => {
    await roundOne(8);
    await Promise.all([runDueBackups(db(), settings(), at(0)), runDueBackups(db(), settings(), at(0))]);
    expect(files()).toHaveLength(1);
    expect(await db().backupFile.count({ where: { slot: periodSlot(at(0), 5) } })).toBe(1);
  });
});
