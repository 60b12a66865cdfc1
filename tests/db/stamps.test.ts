import { beforeEach, expect, test } from 'vitest';
import { SYSTEM } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import { placeCall } from '@/lib/calls/place';
import { digestOf, placeGrain, tableGrain, type Grain, type Stamps } from '@/lib/live/grains';
import { digestOfSlug, everyStampJson, playerStamps, siteStamps, stampsOf } from '@/lib/live/stamps';
import { keptPlace } from '@/lib/standings/player';
import { advanceRound, grantExtraMinutes } from '@/lib/rounds/mutations/lifecycle';
import { resetDatabase } from '../support/reset';
import { accepted, NOW, roundOne, save, seatsOf, staff, fourGames } from '../support/sheets';

let t: Awaited<ReturnType<typeof roundOne>>;
let scorekeeper: Awaited<ReturnType<typeof staff>>;
beforeEach(async () => {
  await resetDatabase(db());
  t = await roundOne(8);
  scorekeeper = await staff('Sam Keeper');
});

const tournament = () =>
  db().tournament.findUniqueOrThrow({ where: { id: t.tournamentId }, select: { id: true, standingsState: true } });
const all = async () => stampsOf(db(), await tournament(), null);
/** Whether the kept ranks are behind, as player 5's page reads it with its stamps. */
const behind = async () => keptPlace(await tournament(), (await playerStamps(db(), t.slug, 5)).kept).behind;

/** Which of the stamps differ between two readings: the grains whose answers a change throws away. */
function moved(before: Stamps, after: Stamps): string[] {
  const keys = (s: Stamps) => [
    ...(['frame', 'standings', 'ranking', 'all'] as const).map((k) => [k, s[k]] as const),
    ...Object.entries(s.tables).map(([k, v]) => [`table:${k}`, v] as const),
    ...Object.entries(s.places).map(([k, v]) => [`place:${k}`, v] as const),
  ];
  const old = new Map(keys(before));
  const now = keys(after);
  return [...new Set([...now.map(([k]) => k), ...old.keys()])].filter((k) => old.get(k) !== new Map(now).get(k)).sort();
}

test('a game saved moves its table and "all", nothing else; a call moves its table', async () => {
  const before = await all();
  const seats = [...(await seatsOf(t.tableId(1))).keys()];
  await save(scorekeeper, t.tableId(1), { number: 1, record: fourGames(seats)[0]! });
  const saved = await all();
  expect(moved(before, saved)).toEqual(['all', 'table:1:1']);
  const called = await placeCall(db(), { tournamentId: t.tournamentId, roundTableId: t.tableId(2) }, NOW);
  expect(called.ok).toBe(true);
  expect(moved(saved, await all())).toEqual(['all', 'table:1:2']);
});

test('an accepted sheet moves the standings; the last of its round, the ranks that changed', async () => {
  const before = await all();
  await accepted(scorekeeper, t.tableId(1));
  const after = await all();
  const changed = moved(before, after);
  expect(changed).toEqual(expect.arrayContaining(['all', 'standings', 'table:1:1']));
  // Players' pages show the rank after the last round all accepted: none yet, so no place moves.
  expect(changed.filter((k) => k.startsWith('place:'))).toEqual([]);
  expect(changed.filter((k) => k.startsWith('table:'))).toEqual(['table:1:1']);
  // Read again with nothing written, nothing moves.
  expect(moved(after, await all())).toEqual([]);
  await accepted(scorekeeper, t.tableId(2));
  const closed = moved(after, await all());
  expect(closed).toEqual(expect.arrayContaining(['ranking', 'standings', 'table:1:2']));
  expect(closed.filter((k) => k.startsWith('place:')).length).toBeGreaterThan(0);
});

test('a round’s step and a table’s extra minutes move the frame', async () => {
  const round = await db().round.findUniqueOrThrow({ where: { id: t.roundId } });
  const before = await all();
  const started = await advanceRound(db(), SYSTEM, round.id, round.version, 'start', NOW);
  expect(started.ok).toBe(true);
  const afterStart = await all();
  expect(moved(before, afterStart)).toContain('frame');
  const granted = await grantExtraMinutes(db(), SYSTEM, t.tableId(2), 5);
  expect(granted.ok).toBe(true);
  expect(moved(afterStart, await all())).toContain('frame');
});

test('a page’s own reading of its grains gives the digest the front cache computes from every stamp, as sent', async () => {
  const seats = [...(await seatsOf(t.tableId(1))).keys()];
  await save(scorekeeper, t.tableId(1), { number: 1, record: fourGames(seats)[0]! });
  await accepted(scorekeeper, t.tableId(2));
  expect((await placeCall(db(), { tournamentId: t.tournamentId, roundTableId: t.tableId(1) }, NOW)).ok).toBe(true);
  const grains: Grain[] = ['frame', 'ranking', placeGrain(5), tableGrain(1, 1), tableGrain(1, 2), 'standings'];
  // The front cache's reading brings the standings up to date; a page reads the ranks as then kept.
  const every = await all();
  expect(every.tables['1:1']).toMatch(/^\d+\.\d+\.1\.\d+$/); // version, change, one call, its change
  expect(JSON.parse(await everyStampJson(db(), await tournament()))).toEqual(every);
  const own = await digestOfSlug(db(), t.slug, grains);
  expect(own).toBe(digestOf(every, grains));
  expect(own).not.toContain('|-|');
  expect(await digestOfSlug(db(), 'nowhere', grains)).toBeNull();
});

test('a page’s own stamps leave the ranks as kept; reading every stamp brings them up to date', async () => {
  await accepted(scorekeeper, t.tableId(1));
  await accepted(scorekeeper, t.tableId(2));
  const grains: Grain[] = ['frame', 'ranking', placeGrain(5), tableGrain(1, 2)];
  const own = await stampsOf(db(), await tournament(), grains);
  // Round 1 all accepted and no standings computed since: the ranks are behind, and a page's stamps leave them so.
  expect(await behind()).toBe(true);
  expect(await stampsOf(db(), await tournament(), grains)).toEqual(own);
  const every = await all();
  expect(await behind()).toBe(false);
  const after = await stampsOf(db(), await tournament(), grains);
  expect(after.ranking).toBe(every.ranking);
  expect(after.ranking).not.toBe(own.ranking);
  expect(own.tables['1:2']).toMatch(/^\d+\.\d+$/);
  expect(own.frame).not.toBe('');
  // The grains it does not show are not read.
  expect([own.standings, own.all]).toEqual(['', '']);
});

test('the site’s stamp follows the list of tournaments', async () => {
  const before = await siteStamps(db());
  await db().tournament.update({ where: { id: t.tournamentId }, data: { name: 'Renamed Open' } });
  expect((await siteStamps(db())).frame).not.toBe(before.frame);
});
