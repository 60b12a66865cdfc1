// Throwaway: 10 scorekeepers saving through HTTP against BASE for SECONDS. Not committed.
import { readFileSync } from 'node:fs';
import { db } from '@/lib/db/client';
import { atSheet, captureSave, httpSave, signIn, type Login } from '../bench-http-saves';
import { keepSaving, sheetsOf } from '../bench-sheets';
import { runCli } from '@/server/cli';

runCli(async () => {
  const base = process.env.BASE ?? 'http://127.0.0.1:4100';
  const seconds = Number(process.env.SECONDS ?? 10);
  const skip = Number(process.env.SKIP ?? 0);
  const logins = JSON.parse(readFileSync('/tmp/perf-logins.json', 'utf8')) as Login[];
  const round = await db().round.findFirstOrThrow({ where: { number: 11, tournament: { slug: 'bench' } } });
  const sheets = (await sheetsOf(round.id)).slice(1 + skip * 11);
  const sessions = await Promise.all(logins.map((l) => signIn(base, l)));
  const path = (t: number) => `/t/bench/scores/11/${t}`;
  const captured = await captureSave(base, sessions[0]!, path(sheets[0]!.table));
  const writers = sheets.slice(1, 11).map((sheet, i) => ({
    sheet,
    save: httpSave(base, atSheet(captured, path(sheet.table)), sessions[i]!, sheet),
  }));
  console.log(await keepSaving(writers, seconds, 4));
  await db().$disconnect();
});
