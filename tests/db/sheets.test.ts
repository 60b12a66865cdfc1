import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { hashPin } from '@/lib/auth/password';
import { recordGame } from '@/lib/sheets/mutations/record-game';
import { acceptSheet, returnSheet, submitSheet } from '@/lib/sheets/mutations/hand-in';
import { tableSheet } from '@/lib/sheets/queries';
import { roundResults } from '@/lib/sheets/dashboard';
import { initialsOf } from '@/lib/sheets/seat-names';
import { verifyCard } from '@/lib/sheets/mutations/verify';
import type { Seat, Verification } from '@/lib/rules';
import { resetDatabase } from '../support/reset';
import {
  accepted,
  emptySeat,
  fourGames,
  initials,
  playTable,
  roundOne,
  save,
  seatsOf,
  staff,
  step,
  submitted,
  verify,
  verifyAll,
  versionOf,
} from '../support/sheets';

let scorekeeper: Awaited<ReturnType<typeof staff>>;
beforeEach(async () => {
  await resetDatabase(db());
  scorekeeper = await staff('Sam Keeper');
});

const verifications = (roundTableId: string) =>
  db().verification.findMany({ where: { roundTableId }, orderBy: { letter: 'asc' } });

describe('who verifies which card (docs/rules.md §3.2, T4)', () => {
  // [ruleset, players (8: a 4-player table; 7: table 2 has 3), the empty seat, card → verifier]
  test.each<[Verification, number, Seat | null, Partial<Record<Seat, Seat>>]>([
    ['pairs', 8, null, { A: 'C', B: 'D', C: 'A', D: 'B' }],
    ['east', 8, null, { A: 'B', B: 'A', C: 'A', D: 'A' }],
    ['pairs', 7, 'D', { A: 'C', B: 'A', C: 'A' }],
    ['pairs', 7, 'A', { B: 'D', C: 'B', D: 'B' }],
    ['east', 7, 'D', { A: 'B', B: 'A', C: 'A' }],
    ['east', 7, 'A', { B: 'C', C: 'B', D: 'B' }],
  ])('%s, %i players, empty seat %s: %o', async (verification, players, empty, expected) => {
    const { tableId, slug } = await roundOne(players, { verification });
    const table = empty ? 2 : 1;
    const id = tableId(table);
    if (empty) await emptySeat(id, empty);
    await playTable(scorekeeper, id);
    await verifyAll(scorekeeper, id);

    const seated = await seatsOf(id);
    const rows = await verifications(id);
    expect(Object.fromEntries(rows.map((v) => [v.letter, v.verifiedByLetter]))).toEqual(expected);
    for (const row of rows) {
      expect(row).toMatchObject({
        verifiedByPlayerId: seated.get(row.verifiedByLetter)?.id,
        initials: initialsOf(seated.get(row.verifiedByLetter)!.name),
        method: 'INITIALS',
        recordedById: scorekeeper.userId,
      });
    }
    const sheet = await tableSheet(db(), slug, 1, table, false);
    expect(Object.fromEntries(sheet!.cards.map((c) => [c.seat, c.verifier]))).toEqual(expected);
  });
});

describe('verifying a card', () => {
  test('initials that do not fit the verifying player’s name are refused: a typo or another player’s', async () => {
    const { tableId } = await roundOne(8);
    const id = tableId(1);
    await playTable(scorekeeper, id);
    await db().player.updateMany({ where: { seats: { some: { letter: 'C' } } }, data: { name: 'Mary Ann Smith' } });
    const copied = (text: string) => ({ ...initials(scorekeeper), initials: text });
    const sheetVersion = await versionOf(id);
    const attempt = (text: string) =>
      verifyCard(db(), scorekeeper, { roundTableId: id, card: 'A', sheetVersion, proof: copied(text) });
    await expect(attempt('OK')).resolves.toMatchObject({
      ok: false,
      reason: 'INVALID_INPUT',
      fieldErrors: { initials: [expect.any(String)] },
    });
    expect(await verifications(id)).toEqual([]);
    await expect(attempt('MAS')).resolves.toMatchObject({ ok: true });
  });

  test('before every game is entered: refused, nothing stored', async () => {
    const { tableId } = await roundOne(8);
    for (const [i, record] of fourGames(['A', 'B', 'C', 'D']).slice(0, 3).entries())
      await save(scorekeeper, tableId(1), { number: i + 1, record });
    const result = await verify(scorekeeper, tableId(1), 'A');
    expect(result).toMatchObject({ ok: false, reason: 'CONFLICT', message: expect.stringContaining('Only 3 of 4') });
    expect(await verifications(tableId(1))).toEqual([]);
  });

  test('with a sheet version older than the sheet: refused', async () => {
    const { tableId } = await roundOne(8);
    const id = tableId(1);
    await playTable(scorekeeper, id);
    const seen = await versionOf(id);
    await save(scorekeeper, id, {
      number: 2,
      record: { ...fourGames(['A', 'B', 'C', 'D'])[1]!, dead: ['D'] },
      expectedVersion: 1,
    });
    const result = await verifyCard(db(), scorekeeper, {
      roundTableId: id,
      card: 'A',
      sheetVersion: seen,
      proof: initials(scorekeeper),
    });
    expect(result).toMatchObject({ ok: false, reason: 'CONFLICT' });
    expect(await verifications(id)).toEqual([]);
  });

  test('a changed game removes the verifications of exactly the cards whose points changed', async () => {
    const { tableId } = await roundOne(8);
    const id = tableId(1);
    const games = await playTable(scorekeeper, id);
    await verifyAll(scorekeeper, id);
    // Game 1: B won on C's discard. A bigger hand with two exposures changes B's and C's points only.
    const result = await save(scorekeeper, id, {
      number: 1,
      record: { ...games[0]!, handValue: 30, winnerExposures: 2 },
      expectedVersion: 1,
    });
    expect(result).toMatchObject({ scores: { A: 0, B: 30, C: -20, D: 0 }, reopened: false });
    expect([...result.clearedCards].sort()).toEqual(['B', 'C']);
    expect((await verifications(id)).map((v) => v.letter)).toEqual(['A', 'D']);
  });
});

describe('verifying by PIN at the table', () => {
  /** Table 1 played, with a real PIN 1234 for the players in A and C (the verifiers of C and A). */
  async function withPins() {
    const { tableId } = await roundOne(8);
    const id = tableId(1);
    await playTable(scorekeeper, id);
    const seated = await seatsOf(id);
    const pinHash = await hashPin('1234');
    for (const letter of ['A', 'C'] as const)
      await db().player.update({ where: { id: seated.get(letter)!.id }, data: { pinHash } });
    return { id, seated };
  }
  const pin = (pin: string) => ({ kind: 'pin' as const, pin });

  test('the right PIN verifies: method PIN, the verifier’s initials, no scorekeeper', async () => {
    const { id, seated } = await withPins();
    const result = await verify(scorekeeper, id, 'A', pin('1234'));
    expect(result).toEqual({ ok: true, data: { verifiedBy: seated.get('C')!.name }, message: 'Card A verified.' });
    const [row] = await verifications(id);
    const number = seated.get('C')!.number;
    expect(row).toMatchObject({
      letter: 'A',
      verifiedByLetter: 'C',
      method: 'PIN',
      initials: `P${number}`,
      recordedById: null,
    });
  });

  test('five wrong PINs lock that player’s PIN, even against the right one; another player’s still works', async () => {
    const { id } = await withPins();
    for (const left of ['4 tries', '3 tries', '2 tries', '1 try']) {
      expect(await verify(scorekeeper, id, 'A', pin('9999'))).toMatchObject({
        ok: false,
        reason: 'INVALID_INPUT',
        fieldErrors: { pin: [expect.stringContaining(`${left} left`)] },
        message: expect.stringContaining(`${left} left`),
      });
    }
    expect(await verify(scorekeeper, id, 'A', pin('9999'))).toMatchObject({
      reason: 'INVALID_INPUT',
      message: expect.stringContaining('locked for 10 minutes'),
    });
    expect(await verify(scorekeeper, id, 'A', pin('1234'))).toMatchObject({
      ok: false,
      reason: 'TOO_MANY_ATTEMPTS',
      message: expect.stringContaining('10 more minutes'),
    });
    expect(await verifications(id)).toEqual([]);
    // C's card is verified by A, whose PIN is not locked.
    expect(await verify(scorekeeper, id, 'C', pin('1234'))).toMatchObject({ ok: true });
    expect((await verifications(id)).map((v) => v.letter)).toEqual(['C']);
  });

  test('a right PIN forgets the wrong ones before it', async () => {
    const { id } = await withPins();
    for (let i = 0; i < 4; i++) await verify(scorekeeper, id, 'A', pin('0000'));
    expect(await verify(scorekeeper, id, 'A', pin('1234'))).toMatchObject({ ok: true });
    expect(await verify(scorekeeper, id, 'A', pin('0000'))).toMatchObject({
      message: expect.stringContaining('4 tries left'),
    });
  });
});

describe('handing the sheet in (T25)', () => {
  test('refused while a game is missing', async () => {
    const { tableId } = await roundOne(8);
    await save(scorekeeper, tableId(1), { number: 1, record: fourGames(['A', 'B', 'C', 'D'])[0]! });
    expect(await submitSheet(db(), scorekeeper, await step(tableId(1)))).toMatchObject({
      ok: false,
      reason: 'CONFLICT',
      message: expect.stringContaining('Only 1 of 4 games'),
    });
  });

  test('refused while a card is unverified, naming it', async () => {
    const { tableId } = await roundOne(8);
    const id = tableId(1);
    await playTable(scorekeeper, id);
    for (const card of ['A', 'B', 'C'] as const) await verify(scorekeeper, id, card);
    const result = await submitSheet(db(), scorekeeper, await step(id));
    expect(result).toMatchObject({ ok: false, reason: 'CONFLICT', message: expect.stringMatching(/not yet D\.$/) });
    expect(await db().roundTable.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'OPEN' });
  });

  test('refused on a stale version', async () => {
    const { tableId } = await roundOne(8);
    const id = tableId(1);
    await playTable(scorekeeper, id);
    await verifyAll(scorekeeper, id);
    const stale = { ...(await step(id)), version: (await versionOf(id)) - 1 };
    expect(await submitSheet(db(), scorekeeper, stale)).toMatchObject({ ok: false, reason: 'CONFLICT' });
  });

  test.each<[string, number, number, Seat | null, Seat]>([
    ['round 1: seat A collects', 8, 1, null, 'A'],
    ['a 3-player table with seat A empty: the next seat, B', 7, 2, 'A', 'B'],
  ])('complete: submitted, with the collector recorded (%s)', async (_name, players, table, empty, collector) => {
    const { tournamentId, tableId } = await roundOne(players);
    const id = tableId(table);
    if (empty) await emptySeat(id, empty);
    await submitted(scorekeeper, id);
    const row = await db().roundTable.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      status: 'SUBMITTED',
      collectorId: (await seatsOf(id)).get(collector)!.id,
      submittedById: scorekeeper.userId,
      submittedAt: new Date('2026-11-21T10:15:00Z'),
    });
    const event = await db().auditEvent.findFirstOrThrow({ where: { tournamentId, action: 'sheet.submit' } });
    expect(event).toMatchObject({
      entityId: id,
      before: { status: 'OPEN' },
      after: { status: 'SUBMITTED', collector },
    });
  });
});

describe('accepting and returning (T26)', () => {
  test('an OPEN sheet cannot be accepted', async () => {
    const { tableId } = await roundOne(8);
    await playTable(scorekeeper, tableId(1));
    expect(await acceptSheet(db(), scorekeeper, await step(tableId(1)))).toMatchObject({ ok: false, reason: 'LOCKED' });
  });

  test('an accepted sheet is locked, with the digest of the sheet as accepted', async () => {
    const { slug, tableId } = await roundOne(8);
    const id = tableId(1);
    const games = await accepted(scorekeeper, id);
    const version = await versionOf(id);
    const game = { roundTableId: id, number: 1, record: { ...games[0]!, handValue: 50 }, expectedVersion: 1 };
    expect(await recordGame(db(), scorekeeper, game)).toMatchObject({ ok: false, reason: 'LOCKED' });
    expect(await verify(scorekeeper, id, 'A')).toMatchObject({ ok: false, reason: 'LOCKED' });
    expect(await submitSheet(db(), scorekeeper, await step(id))).toMatchObject({ ok: false, reason: 'LOCKED' });
    expect(await acceptSheet(db(), scorekeeper, await step(id))).toMatchObject({ ok: false, reason: 'LOCKED' });

    const row = await db().roundTable.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: 'ACCEPTED', version, acceptedById: scorekeeper.userId });
    expect(row.acceptedDigest).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(row.acceptedDigest).toBe((await tableSheet(db(), slug, 1, 1, false))!.digest);
  });

  test('a submitted sheet goes back to the table with the reason audited; its verifications stay', async () => {
    const { tournamentId, tableId } = await roundOne(8);
    const id = tableId(1);
    await submitted(scorekeeper, id);
    const reason = 'Card B adds up to 40, not 45';
    expect(await returnSheet(db(), scorekeeper, { ...(await step(id)), reason })).toEqual({
      ok: true,
      data: { status: 'OPEN' },
      message: 'The sheet is back at the table.',
    });
    const row = await db().roundTable.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: 'OPEN', submittedAt: null, submittedById: null, collectorId: null });
    expect(await verifications(id)).toHaveLength(4);
    const event = await db().auditEvent.findFirstOrThrow({ where: { tournamentId, action: 'sheet.return' } });
    expect(event).toMatchObject({ reason, actorLabel: 'Sam Keeper', before: { status: 'SUBMITTED' } });
    // An OPEN sheet cannot go back again.
    expect(await returnSheet(db(), scorekeeper, { ...(await step(id)), reason })).toMatchObject({ reason: 'LOCKED' });
  });
});

describe('the round’s results dashboard', () => {
  test('each table with its games, cards verified and seats, and what it still lacks', async () => {
    // 27 players: tables 1–6 of four, table 7 of three.
    const { tournamentId, tableId } = await roundOne(27);
    await accepted(scorekeeper, tableId(1));
    await submitted(scorekeeper, tableId(2));
    await playTable(scorekeeper, tableId(3));
    await verifyAll(scorekeeper, tableId(3));
    await playTable(scorekeeper, tableId(4));
    await verifyAll(scorekeeper, tableId(4));
    await db().verification.deleteMany({ where: { roundTableId: tableId(4), letter: { in: ['C', 'D'] } } });
    const games = fourGames([...(await seatsOf(tableId(5))).keys()]);
    for (const number of [1, 2]) await save(scorekeeper, tableId(5), { number, record: games[number - 1]! });
    await playTable(scorekeeper, tableId(7));
    await verifyAll(scorekeeper, tableId(7));

    const results = await roundResults(db(), tournamentId, 1);
    expect(results).toMatchObject({ number: 1, status: 'PUBLISHED', lockedPins: [] });
    const row = (table: number, status: string, games: number, verified: number, seated: number, progress: string) => ({
      table,
      status,
      games,
      gamesPerRound: 4,
      verified,
      seated,
      progress,
    });
    expect(results?.tables).toEqual([
      row(1, 'ACCEPTED', 4, 4, 4, 'accepted'),
      row(2, 'SUBMITTED', 4, 4, 4, 'awaiting acceptance'),
      row(3, 'OPEN', 4, 4, 4, 'not handed in'),
      row(4, 'OPEN', 4, 2, 4, 'cards unverified'),
      row(5, 'OPEN', 2, 0, 4, 'games missing'),
      row(6, 'OPEN', 0, 0, 4, 'no games'),
      row(7, 'OPEN', 4, 3, 3, 'not handed in'),
    ]);
    expect(await roundResults(db(), tournamentId, 2)).toBeNull();
  });
});
