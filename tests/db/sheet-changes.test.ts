import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { verifyAuditLog } from '@/lib/audit/verify';
import { recordGame } from '@/lib/sheets/mutations/record-game';
import { scoreGames, type RulesetInput } from '@/lib/rules';
import { tableSheet, sheetRecord } from '@/lib/sheets/queries';
import { resetDatabase } from '../support/reset';
import { accepted, playTable, roundOne, save, staff } from '../support/sheets';

let scorekeeper: Awaited<ReturnType<typeof staff>>;
let director: Awaited<ReturnType<typeof staff>>;
beforeEach(async () => {
  await resetDatabase(db());
  scorekeeper = await staff('Sam Keeper');
  director = await staff('Dana Director');
});

const AMENDMENT = { reason: 'Game 4 was won on a discard by C, not self-picked (T26)', allPresent: true } as const;

describe('amending an accepted sheet (T26)', () => {
  test('the Director’s change is taken, kept with the earlier version; the sheet stays accepted', async () => {
    const { tournamentId, slug, tableId } = await roundOne(8);
    const id = tableId(1);
    const games = await accepted(scorekeeper, id);
    const before = await tableSheet(db(), slug, 1, 1, false);
    // Game 3: A won self-picked (+40). It was a discard by C, with no exposures.
    const changed = { ...games[2]!, selfPicked: false, discarder: 'C' as const, winnerExposures: 0 };
    const result = await save(director, id, { number: 3, record: changed, expectedVersion: 1, amendment: AMENDMENT });
    expect(result).toMatchObject({ version: 2, scores: { A: 30, B: 0, C: -10, D: 0 }, clearedCards: [] });

    const [amendment, ...more] = await db().amendment.findMany({ where: { roundTableId: id } });
    expect(more).toEqual([]);
    expect(amendment).toMatchObject({
      tournamentId,
      gameNumber: 3,
      kind: 'game',
      reason: AMENDMENT.reason,
      allPresent: true,
      actorId: director.userId,
      actorLabel: 'Dana Director',
      before: { record: { ...games[2], selfPicked: true }, scores: { A: 40, B: 0, C: 0, D: 0 } },
      after: { record: changed, scores: { A: 30, B: 0, C: -10, D: 0 } },
    });

    const after = await tableSheet(db(), slug, 1, 1, false);
    expect(after).toMatchObject({ status: 'ACCEPTED', acceptedDigest: before!.digest });
    expect(after!.digest).not.toBe(before!.digest);
    expect(after!.cards.every((c) => c.verification !== null)).toBe(true);
    const event = await db().auditEvent.findFirstOrThrow({ where: { tournamentId, action: 'game.amend' } });
    expect(event).toMatchObject({ reason: AMENDMENT.reason, actorId: director.userId });
  });

  test('an amendment to a sheet not yet accepted is refused: the sheet itself takes the change', async () => {
    const { tableId } = await roundOne(8);
    const id = tableId(1);
    const games = await playTable(scorekeeper, id);
    const input = { roundTableId: id, number: 1, record: { ...games[0]!, handValue: 50 }, expectedVersion: 1 };
    expect(await recordGame(db(), director, { ...input, amendment: AMENDMENT })).toMatchObject({
      ok: false,
      reason: 'LOCKED',
    });
    expect(await db().amendment.count()).toBe(0);
    expect((await db().game.findFirstOrThrow({ where: { roundTableId: id, number: 1 } })).version).toBe(1);
  });
});

describe('two people changing one game', () => {
  test('from the same version: one is saved, the other sees it and overwrites nothing', async () => {
    const { tournamentId, tableId } = await roundOne(8);
    const id = tableId(1);
    const games = await playTable(scorekeeper, id);
    const mine = { ...games[0]!, handValue: 40 };
    const theirs = { ...games[0]!, handValue: 50 };
    const results = await Promise.all(
      [mine, theirs].map((record) =>
        recordGame(db(), scorekeeper, { roundTableId: id, number: 1, record, expectedVersion: 1 }),
      ),
    );
    expect(results.map((r) => (r.ok ? 'ok' : r.reason)).sort()).toEqual(['CONFLICT', 'ok']);
    const winner = results[0]!.ok ? mine : theirs;
    const loser = results.find((r) => !r.ok);
    expect(loser).toEqual({
      ok: false,
      reason: 'CONFLICT',
      message: expect.stringContaining('Sam Keeper'),
      details: {
        current: {
          version: 2,
          record: expect.objectContaining(winner),
          scores: { A: 0, B: winner.handValue, C: -10, D: 0 },
          enteredBy: 'Sam Keeper',
        },
      },
    });
    const game = await db().game.findFirstOrThrow({
      where: { roundTableId: id, number: 1 },
      include: { scores: { where: { letter: 'B' } } },
    });
    expect([game.version, game.record, game.scores[0]?.points]).toEqual([
      2,
      expect.objectContaining(winner),
      winner.handValue,
    ]);
    expect(await db().auditEvent.count({ where: { tournamentId, action: 'game.change' } })).toBe(1);
  });
});

describe('the sheet as a record', () => {
  test.each<[string, number, number, RulesetInput]>([
    ['a 4-player table, default ruleset', 8, 1, {}],
    ['a 3-player table, other amounts', 7, 2, { selfPickBonus: 15, discarderPenalties: [5, 15, 30] }],
  ])('%s: `npm run score` on sheetRecord gives the sheet’s points', async (_name, players, table, ruleset) => {
    const { slug, tableId } = await roundOne(players, ruleset);
    await playTable(scorekeeper, tableId(table));
    const sheet = (await tableSheet(db(), slug, 1, table, false))!;
    const scored = scoreGames(JSON.parse(JSON.stringify(sheetRecord(sheet))));
    if (!scored.ok) throw new Error(JSON.stringify(scored.problems));
    expect(scored.results.map((r) => r.scores)).toEqual(sheet.games.map((g) => g.points));
    expect(scored.results.map((r) => r.lines)).toEqual(sheet.games.map((g) => g.lines));
  });
});

describe('the audit trail of a sheet', () => {
  test('entry, verification, hand-in, acceptance and amendment, in order, in an intact chain', async () => {
    const { tournamentId, tableId } = await roundOne(8);
    const id = tableId(1);
    const games = await accepted(scorekeeper, id);
    await save(director, id, {
      number: 2,
      record: { ...games[1]!, dead: ['B'] },
      expectedVersion: 1,
      amendment: AMENDMENT,
    });
    const events = await db().auditEvent.findMany({ where: { tournamentId }, orderBy: { id: 'asc' } });
    const sheetEvents = events.filter((e) => /^(game|card|sheet)\./.test(e.action));
    expect(sheetEvents.map((e) => e.action)).toEqual([
      ...Array(4).fill('game.record'),
      ...Array(4).fill('card.verify'),
      'sheet.submit',
      'sheet.accept',
      'game.amend',
    ]);
    expect(sheetEvents.at(-1)).toMatchObject({ actorLabel: 'Dana Director', reason: AMENDMENT.reason });
    await expect(verifyAuditLog(db())).resolves.toMatchObject({ ok: true });
  });
});
