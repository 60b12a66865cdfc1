import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { hashPin } from '@/lib/auth/password';
import { PIN_LOCK_SECONDS, PIN_REPEAT_LOCK_SECONDS, PIN_TRIES } from '@/lib/auth/pin-lock';
import { verifyAuditLog } from '@/lib/audit/verify';
import { closeCall, takeCall, withdrawCall } from '@/lib/calls/mutations';
import { placeCall, type PlaceCall } from '@/lib/calls/place';
import { openCalls, roundWaits, tableCallState } from '@/lib/calls/queries';
import { UNCONFIRMED_CALLS_PER_ROUND } from '@/lib/calls/rules';
import { recordIncident } from '@/lib/incidents/mutations';
import { incidentLog } from '@/lib/incidents/log';
import { incidentLogCsv } from '@/lib/incidents/log-csv';
import { changeMarker } from '@/lib/standings/live';
import { resetDatabase } from '../support/reset';
import { roundOne, staff } from '../support/sheets';

const T0 = new Date('2026-11-24T15:00:00Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

let t: Awaited<ReturnType<typeof roundOne>>;
let director: Awaited<ReturnType<typeof staff>>;
let other: Awaited<ReturnType<typeof staff>>;

beforeEach(async () => {
  await resetDatabase(db());
  t = await roundOne(8);
  director = await staff('Dana Director');
  other = await staff('Olly Other');
});

const call = (more: Partial<PlaceCall> = {}, at = T0) =>
  placeCall(db(), { tournamentId: t.tournamentId, roundTableId: t.tableId(1), ...more }, at);

async function placed(more: Partial<PlaceCall> = {}, at = T0): Promise<string> {
  const result = await call(more, at);
  if (!result.ok) throw new Error(`not called: ${result.message}`);
  return result.data.callId;
}

const step = (callId: string) => ({ tournamentId: t.tournamentId, callId });

describe('calling from the table', () => {
  test('a call is open in the queue with what the caller said; a second from the table is refused', async () => {
    const id = await placed({ seat: 'B', kind: 'COURTESY', line: 'Loud table next to us' });
    expect(await openCalls(db(), t.tournamentId)).toMatchObject([
      { id, status: 'OPEN', round: 1, table: 1, seat: 'B', what: 'Courtesy complaint', line: 'Loud table next to us' },
    ]);
    expect(await call({}, later(2))).toMatchObject({
      ok: false,
      reason: 'CONFLICT',
      message: 'Table 1 already called the Director 2 min ago: the call is open. Withdraw it to call again.',
    });
  });

  test('two calls from one table at the same moment: one is taken, the other refused', async () => {
    const results = await Promise.all([call(), call(), call()]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(['CONFLICT', 'CONFLICT']);
    expect(await db().directorCall.count()).toBe(1);
  });

  test('without a PIN a table calls a few times a round; with its PIN a seat’s player calls again', async () => {
    for (let n = 0; n < UNCONFIRMED_CALLS_PER_ROUND; n++) {
      expect(await withdrawCall(db(), step(await placed()), T0)).toMatchObject({ ok: true });
    }
    expect(await call()).toMatchObject({ ok: false, reason: 'TOO_MANY_ATTEMPTS' });
    const a = (await db().seat.findFirstOrThrow({ where: { roundId: t.roundId, table: 1, letter: 'A' } })).playerId;
    await db().player.update({ where: { id: a }, data: { pinHash: await hashPin('4321') } });
    expect(await call({ seat: 'A', pin: '1234' })).toMatchObject({
      ok: false,
      reason: 'INVALID_INPUT',
      fieldErrors: { pin: [expect.stringMatching(/^That is not .*'s PIN\. 4 tries left\.$/)] },
    });
    const id = await placed({ seat: 'A', pin: '4321' });
    expect(await db().directorCall.findUniqueOrThrow({ where: { id } })).toMatchObject({ confirmed: true, seat: 'A' });
  });

  test('the wrong PIN that locks a player’s PIN says how long the lock is: an hour when locked again within a day', async () => {
    const a = (await db().seat.findFirstOrThrow({ where: { roundId: t.roundId, table: 1, letter: 'A' } })).playerId;
    await db().player.update({ where: { id: a }, data: { pinHash: await hashPin('4321') } });
    const lockOut = async () => {
      for (let n = 1; n < PIN_TRIES; n++) await call({ seat: 'A', pin: '1234' });
      return call({ seat: 'A', pin: '1234' });
    };
    const locked = (minutes: number) => ({
      ok: false,
      reason: 'INVALID_INPUT',
      fieldErrors: { pin: [expect.stringMatching(new RegExp(`PIN\\. It is now locked for ${minutes} minutes\\.$`))] },
    });
    expect(await lockOut()).toMatchObject(locked(PIN_LOCK_SECONDS / 60));
    // The lock's time passes; the next lock within the day lasts an hour.
    await db().throttle.update({ where: { key: `pin:${a}` }, data: { resetAt: new Date(Date.now() - 1000) } });
    expect(await lockOut()).toMatchObject(locked(PIN_REPEAT_LOCK_SECONDS / 60));
  });

  test('what a table page shows: its round, who sits where, and its calls newest first, each whole', async () => {
    const first = await placed({ seat: 'C', kind: 'MISNAMED_DISCARD', line: 'Said 3 bam' });
    await takeCall(db(), director, step(first), later(1));
    await closeCall(db(), director, { ...step(first), note: 'Settled' }, later(3));
    const second = await placed({}, later(5));
    const seats = await db().seat.findMany({
      where: { roundId: t.roundId, table: 1 },
      orderBy: { letter: 'asc' },
      select: { letter: true, player: { select: { name: true } } },
    });
    expect(await tableCallState(db(), t.tableId(1))).toEqual({
      roundTableId: t.tableId(1),
      table: 1,
      round: { number: 1, status: 'PUBLISHED' },
      seats: seats.map((s) => ({ letter: s.letter, name: s.player.name })),
      calls: [
        {
          id: second,
          status: 'OPEN',
          round: 1,
          table: 1,
          seat: null,
          confirmed: false,
          what: null,
          line: null,
          calledAt: later(5),
          takenAt: null,
          takenBy: null,
          closedAt: null,
          closedBy: null,
          incidentId: null,
          note: null,
        },
        {
          id: first,
          status: 'CLOSED',
          round: 1,
          table: 1,
          seat: 'C',
          confirmed: false,
          what: 'Misnamed discard',
          line: 'Said 3 bam',
          calledAt: T0,
          takenAt: later(1),
          takenBy: 'Dana Director',
          closedAt: later(3),
          closedBy: 'Dana Director',
          incidentId: null,
          note: 'Settled',
        },
      ],
    });
    expect(await tableCallState(db(), 'no-such-table')).toBeNull();
  });

  test('a round not yet published has no table to call from', async () => {
    await db().round.update({ where: { id: t.roundId }, data: { status: 'DRAFT' } });
    expect(await call()).toMatchObject({ ok: false, reason: 'LOCKED' });
  });

  test('a table of another tournament is no table here', async () => {
    const result = await placeCall(db(), { tournamentId: 'nope', roundTableId: t.tableId(1) }, T0);
    expect(result).toMatchObject({ ok: false, reason: 'NOT_FOUND' });
  });

  test('a call moves the live marker that table and player pages follow', async () => {
    const before = await changeMarker(db(), t.tournamentId);
    const id = await placed();
    const called = await changeMarker(db(), t.tournamentId);
    expect(called).not.toBe(before);
    await takeCall(db(), director, step(id), later(1));
    expect(await changeMarker(db(), t.tournamentId)).not.toBe(called);
  });
});

describe('the Director’s side', () => {
  test('taken, then closed as needing no ruling: the times and who, all audited', async () => {
    const id = await placed();
    expect(await takeCall(db(), director, step(id), later(1))).toMatchObject({ ok: true });
    expect(await takeCall(db(), other, step(id), later(2))).toMatchObject({
      ok: false,
      reason: 'CONFLICT',
      message: 'Dana Director has taken this call.',
    });
    expect(await withdrawCall(db(), step(id), later(2))).toMatchObject({
      ok: false,
      message: 'Dana Director is on the way: they close the call at the table.',
    });
    const close = { ...step(id), note: 'Asked where the restroom is' };
    expect(await closeCall(db(), director, close, later(3))).toMatchObject({ ok: true });
    expect(await closeCall(db(), director, close, later(4))).toMatchObject({ ok: false, reason: 'CONFLICT' });
    expect((await tableCallState(db(), t.tableId(1)))?.calls).toMatchObject([
      {
        status: 'CLOSED',
        calledAt: T0,
        takenAt: later(1),
        takenBy: 'Dana Director',
        closedAt: later(3),
        closedBy: 'Dana Director',
        note: 'Asked where the restroom is',
        incidentId: null,
      },
    ]);
    expect(await openCalls(db(), t.tournamentId)).toEqual([]);
    const events = await db().auditEvent.findMany({
      where: { entity: 'DirectorCall', entityId: id },
      orderBy: { id: 'asc' },
    });
    expect(events.map((e) => [e.action, e.actorLabel])).toEqual([
      ['call.place', 'a player at table 1'],
      ['call.take', 'Dana Director'],
      ['call.close', 'Dana Director'],
    ]);
    expect(await verifyAuditLog(db())).toMatchObject({ ok: true });
  });

  test('closed by the incident recorded from it, linked; an incident of another table is refused', async () => {
    const id = await placed({ kind: 'CHARLESTON_PEEK' });
    const incident = (table: number) =>
      recordIncident(db(), director, {
        tournamentId: t.tournamentId,
        roundTableId: t.tableId(table),
        gameNumber: 1,
        kind: 'CHARLESTON_PEEK',
        facts: { seat: 'C' },
        decision: { type: 'confirm' },
      });
    const elsewhere = await incident(2);
    if (!elsewhere.ok) throw new Error(elsewhere.message);
    const wrong = { ...step(id), incidentId: elsewhere.data.incidentId };
    expect(await closeCall(db(), director, wrong, later(5))).toMatchObject({ ok: false, reason: 'CONFLICT' });
    const here = await incident(1);
    if (!here.ok) throw new Error(here.message);
    const right = { ...step(id), incidentId: here.data.incidentId };
    expect(await closeCall(db(), director, right, later(5))).toMatchObject({ ok: true });
    // Closed without being taken first: the Director who closed it took it then.
    expect(await db().directorCall.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'CLOSED',
      incidentId: here.data.incidentId,
      takenAt: later(5),
      takenById: director.userId,
      closedAt: later(5),
    });
  });

  test('per round: the number of calls, the median and the longest wait', async () => {
    const first = await placed({}, T0);
    await takeCall(db(), director, step(first), later(2));
    await closeCall(db(), director, { ...step(first), note: 'Fine' }, later(3));
    const second = await placed({}, later(4));
    await takeCall(db(), director, step(second), later(10));
    await closeCall(db(), director, { ...step(second), note: 'Fine' }, later(11));
    await placeCall(db(), { tournamentId: t.tournamentId, roundTableId: t.tableId(2) }, later(12));
    expect(await roundWaits(db(), t.tournamentId, later(16))).toEqual([
      { round: 1, calls: 3, medianMs: 4 * 60_000, longestMs: 6 * 60_000 },
    ]);
  });
});

describe('the record', () => {
  test('the incident log lists a call with its incident’s row, and a call that led to none on a row of its own', async () => {
    const ruled = await placed({}, T0);
    await takeCall(db(), director, step(ruled), later(1));
    const incident = await recordIncident(db(), director, {
      tournamentId: t.tournamentId,
      roundTableId: t.tableId(1),
      gameNumber: 1,
      kind: 'CHARLESTON_PEEK',
      facts: { seat: 'C' },
      decision: { type: 'confirm' },
    });
    if (!incident.ok) throw new Error(incident.message);
    await closeCall(db(), director, { ...step(ruled), incidentId: incident.data.incidentId }, later(4));
    const quiet = await placeCall(
      db(),
      { tournamentId: t.tournamentId, roundTableId: t.tableId(2), seat: 'A' },
      later(5),
    );
    if (!quiet.ok) throw new Error(quiet.message);
    await closeCall(db(), director, { ...step(quiet.data.callId), note: 'Wrong table' }, later(6));

    // The incident is stamped by the real clock, the calls by the test's: ordered by kind here.
    const rows = (await incidentLog(db(), t.tournamentId, {})).sort((a, b) => a.kind.localeCompare(b.kind));
    expect(rows.map((r) => [r.kind, r.status, r.table, r.call])).toEqual([
      ['CALL', 'NO_RULING', 2, { calledAt: later(5), takenAt: later(6), closedAt: later(6) }],
      ['CHARLESTON_PEEK', 'RULED', 1, { calledAt: T0, takenAt: later(1), closedAt: later(4) }],
    ]);
    expect(rows[0]).toMatchObject({ ruling: 'Wrong table', director: 'Dana Director', players: [{ letter: 'A' }] });
    expect(await incidentLog(db(), t.tournamentId, { kind: 'CHARLESTON_PEEK' })).toHaveLength(1);
    expect(await incidentLog(db(), t.tournamentId, { table: 2 })).toMatchObject([{ kind: 'CALL' }]);
    const caller = rows[0]!.players[0]!.number;
    expect(await incidentLog(db(), t.tournamentId, { player: caller })).toMatchObject([{ kind: 'CALL' }]);
    const csv = incidentLogCsv(rows, 'UTC').split('\r\n');
    expect(csv[1]).toContain(',no_ruling,');
    expect(csv[2]).toMatch(/,2026-11-24 15:00,2026-11-24 15:01,2026-11-24 15:04$/);
  });
});
