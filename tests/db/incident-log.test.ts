import { beforeEach, describe, expect, test, vi } from 'vitest';
import { GET } from '@/app/api/tournaments/[slug]/incidents/route';
import { currentStaff, type Staff } from '@/lib/auth/session';
import { db } from '@/lib/db/client';
import { incidentLog, type IncidentLogFilter } from '@/lib/incidents/log';
import { incidentLogCsv } from '@/lib/incidents/log-csv';
import { recordIncident, settleIncident, type RecordIncidentInput } from '@/lib/incidents/mutations';
import type { Seat } from '@/lib/rules';
import { seatRound } from '../support/fixtures';
import { resetDatabase } from '../support/reset';
import { roundOne, seatsOf, staff } from '../support/sheets';

// The route reads the signed-in staff member from the session cookie; here the test says who is signed in.
vi.mock('@/lib/auth/session', () => ({ currentStaff: vi.fn() }));

type Actor = Awaited<ReturnType<typeof staff>>;
type Setup = Awaited<ReturnType<typeof setUp>>;

/** Records an incident and insists that it was taken; its time is set, so that the log's order is known. */
async function recorded(actor: Actor, input: Omit<RecordIncidentInput, 'decision'>, at: string) {
  const result = await recordIncident(db(), actor, { ...input, decision: { type: 'confirm' } });
  if (!result.ok) throw new Error(`incident not recorded: ${JSON.stringify(result)}`);
  await db().incident.update({ where: { id: result.data.incidentId }, data: { createdAt: new Date(at) } });
  return result.data.incidentId;
}

/**
 * Rounds 1 and 2 of 8 players, two tables each, and four incidents, oldest first:
 * R1 T1 game 1, a dead-hand challenge agreed (A challenges B); R1 T2 game 2, a Charleston peek by C;
 * R2 T1 game 1, a first discourtesy complaint against D; R2 T2 game 3, a disputed challenge (B against C), left
 * open by the scorekeeper, settled by the Director.
 */
async function setUp() {
  const scorekeeper = await staff('Sam Keeper');
  const director = await staff('Dana Director');
  const t = await roundOne(8);
  const roundTwo = await seatRound(t.tournamentId, 2, 'second');
  const tables = await db().roundTable.findMany({ where: { roundId: roundTwo } });
  const tableTwo = (n: number) => tables.find((table) => table.table === n)?.id as string;
  const at = (roundTableId: string, gameNumber: number) => ({ tournamentId: t.tournamentId, roundTableId, gameNumber });
  const ids = {
    challenge: await recorded(
      director,
      {
        ...at(t.tableId(1), 1),
        kind: 'DEAD_HAND_CHALLENGE',
        facts: { challenger: 'A', challenged: 'B', challengerLive: true, grounds: 'no_such_hand', response: 'agreed' },
      },
      '2026-11-21T09:10:00Z',
    ),
    peek: await recorded(
      director,
      { ...at(t.tableId(2), 2), kind: 'CHARLESTON_PEEK', facts: { seat: 'C' } },
      '2026-11-21T09:20:00Z',
    ),
    courtesy: await recorded(
      director,
      { ...at(tableTwo(1), 1), kind: 'COURTESY', facts: { seat: 'D', conduct: 'discourtesy' } },
      '2026-11-21T11:10:00Z',
    ),
    dispute: await recorded(
      scorekeeper,
      {
        ...at(tableTwo(2), 3),
        kind: 'DEAD_HAND_CHALLENGE',
        facts: {
          challenger: 'B',
          challenged: 'C',
          challengerLive: true,
          grounds: 'no_such_hand',
          response: 'disputed',
        },
      },
      '2026-11-21T11:20:00Z',
    ),
  };
  return { ...t, scorekeeper, director, ids, tableTwo };
}

let s: Setup;
beforeEach(async () => {
  await resetDatabase(db());
  s = await setUp();
});

const log = (filter: IncidentLogFilter = {}) => incidentLog(db(), s.tournamentId, filter);
const idsOf = async (filter: IncidentLogFilter) => (await log(filter)).map((row) => row.id);
const playerAt = async (roundTableId: string, seat: Seat) => (await seatsOf(roundTableId)).get(seat)!;

describe('incidentLog', () => {
  test('every incident, newest first, with where, who, the ruling and its rules', async () => {
    const rows = await log();
    const { challenge, peek, courtesy, dispute } = s.ids;
    expect(rows.map((row) => row.id)).toEqual([dispute, courtesy, peek, challenge]);
    const [a, b] = [await playerAt(s.tableId(1), 'A'), await playerAt(s.tableId(1), 'B')];
    expect(rows[3]).toMatchObject({
      status: 'RULED',
      round: 1,
      table: 1,
      game: 1,
      kind: 'DEAD_HAND_CHALLENGE',
      title: 'Dead-hand challenge',
      players: [
        { letter: 'A', number: a.number, name: a.name },
        { letter: 'B', number: b.number, name: b.name },
      ],
      decision: 'confirm',
      reporter: 'Dana Director',
      director: 'Dana Director',
      sheetPath: '/t/sheets-open/scores/1/1',
    });
    expect(rows[3]?.ruling).toMatch(/Seat B/);
    expect(rows[3]?.rules.length).toBeGreaterThan(0);
    expect(rows[1]).toMatchObject({ round: 2, table: 1, players: [{ letter: 'D' }], rules: ['T2A'] });
  });

  test('an open dispute shows the proposal, no decision and no Director until it is settled', async () => {
    const [open] = await log({ round: 2, table: 2 });
    expect(open).toMatchObject({ status: 'OPEN', decision: null, reporter: 'Sam Keeper', director: null });
    expect(open?.ruling).toMatch(/settled when the game ends/);
    expect(open?.players.map((p) => p.letter)).toEqual(['B', 'C']);
    const finding = { tournamentId: s.tournamentId, incidentId: s.ids.dispute, finding: 'dead' } as const;
    expect(await settleIncident(db(), s.director, finding)).toMatchObject({ ok: true });
    const [settled] = await log({ round: 2, table: 2 });
    expect(settled).toMatchObject({ status: 'RULED', decision: 'confirm', reporter: 'Sam Keeper' });
    expect(settled).toMatchObject({ director: 'Dana Director', sheetPath: '/t/sheets-open/scores/2/2' });
  });

  test.each<[string, IncidentLogFilter, (keyof Setup['ids'])[]]>([
    ['round', { round: 1 }, ['peek', 'challenge']],
    ['table', { table: 1 }, ['courtesy', 'challenge']],
    ['round and table', { round: 2, table: 1 }, ['courtesy']],
    ['kind', { kind: 'DEAD_HAND_CHALLENGE' }, ['dispute', 'challenge']],
    ['kind and round', { kind: 'DEAD_HAND_CHALLENGE', round: 2 }, ['dispute']],
    ['a kind never recorded', { kind: 'THREE_DEAD' }, []],
    ['a round not played', { round: 5 }, []],
  ])('by %s', async (_, filter, expected) => {
    expect(await idsOf(filter)).toEqual(expected.map((name) => s.ids[name]));
  });

  test('by player: the incidents that name the seat the player sat at', async () => {
    const challenger = await playerAt(s.tableId(1), 'A');
    const bystander = await playerAt(s.tableId(1), 'C');
    const peeker = await playerAt(s.tableId(2), 'C');
    expect(await idsOf({ player: challenger.number })).toContain(s.ids.challenge);
    expect(await idsOf({ player: bystander.number })).not.toContain(s.ids.challenge);
    expect(await idsOf({ player: peeker.number, round: 1 })).toEqual([s.ids.peek]);
    expect(await idsOf({ player: 999 })).toEqual([]);
    // Every row listed for a player names that player, and every incident naming them is listed.
    for (const number of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const everything = await log();
      const naming = everything.filter((row) => row.players.some((p) => p.number === number)).map((row) => row.id);
      expect(await idsOf({ player: number })).toEqual(naming);
    }
  });

  test("another tournament's incidents are not listed", async () => {
    expect(await incidentLog(db(), 'no-such-tournament', {})).toEqual([]);
  });

  test('the CSV has a line per incident listed, times in the tournament’s zone', async () => {
    const rows = await log({ round: 1 });
    const lines = incidentLogCsv(rows, 'America/New_York').trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    const peeker = await playerAt(s.tableId(2), 'C');
    expect(lines[1]).toMatch(/^2026-11-21 04:20,1,2,2,Blind-pass peek in the Charleston,ruled,/);
    expect(lines[1]).toContain(`,C #${peeker.number} ${peeker.name},`);
    expect(lines[1]).toContain(',confirm,T6,Dana Director,Dana Director,/t/sheets-open/scores/1/2');
    expect(lines[2]).toContain(',/t/sheets-open/scores/1/1');
  });
});

describe('GET /api/tournaments/{slug}/incidents', () => {
  const signedIn = (actor: Actor | null) =>
    vi
      .mocked(currentStaff)
      .mockResolvedValue(
        actor && ({ id: actor.userId, name: actor.label, email: 'x@y.test', isAdmin: false } as Staff),
      );
  const grant = (actor: Actor, role: 'SCOREKEEPER' | 'DIRECTOR') =>
    db().staffAssignment.create({ data: { userId: actor.userId, tournamentId: s.tournamentId, role } });
  const download = (slug: string, query = '') =>
    GET(new Request(`http://localhost/api/tournaments/${slug}/incidents${query}`), {
      params: Promise.resolve({ slug }),
    });

  test('the staff download the filtered log as a CSV attachment', async () => {
    await grant(s.scorekeeper, 'SCOREKEEPER');
    signedIn(s.scorekeeper);
    await db().tournament.update({ where: { slug: 'sheets-open' }, data: { timeZone: 'Asia/Tokyo' } });
    const response = await download('sheets-open', '?kind=DEAD_HAND_CHALLENGE');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="sheets-open-incidents.csv"');
    const rows = await log({ kind: 'DEAD_HAND_CHALLENGE' });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text).toBe(incidentLogCsv(rows, 'Asia/Tokyo'));
  });

  test.each<[string, 'none' | 'signedOut' | 'noRole', string, number, RegExp]>([
    ['signed out', 'signedOut', 'sheets-open', 401, /Sign in/],
    ['no role in this tournament', 'noRole', 'sheets-open', 403, /Only the staff/],
    ['an unknown tournament', 'none', 'no-such-open', 404, /no tournament "no-such-open"/],
  ])('%s: refused', async (_, who, slug, status, message) => {
    signedIn(who === 'signedOut' ? null : s.director);
    const response = await download(slug);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });

  test('a bad filter: 400, naming the field', async () => {
    await grant(s.director, 'DIRECTOR');
    signedIn(s.director);
    const response = await download('sheets-open', '?round=first');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: expect.stringMatching(/^Round: /),
      fieldErrors: { round: [expect.any(String)] },
    });
  });
});
