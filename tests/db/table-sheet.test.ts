import { beforeEach, expect, test } from 'vitest';
import type { Actor } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import type { GameRecordInput } from '@/lib/rules';
import { sheetHistory } from '@/lib/sheets/history';
import { tableSheet } from '@/lib/sheets/queries';
import { resetDatabase } from '../support/reset';
import { roundOneRuled, save, staff } from '../support/sheets';

beforeEach(() => resetDatabase(db()));

/** What a sheet was read as through the ORM before it was one SQL query: the same rows, the same shape. */
const ormRow = (slug: string, round: number, table: number) =>
  db().roundTable.findFirstOrThrow({
    where: { table, round: { number: round, tournament: { slug } } },
    select: {
      id: true,
      table: true,
      status: true,
      version: true,
      submittedAt: true,
      acceptedAt: true,
      acceptedDigest: true,
      collector: { select: { id: true, number: true, name: true } },
      round: {
        select: {
          id: true,
          number: true,
          status: true,
          tournament: { select: { id: true, slug: true, name: true, ruleset: true, gamesPerRound: true } },
          seats: {
            where: { table },
            orderBy: { letter: 'asc' },
            select: { letter: true, player: { select: { id: true, number: true, name: true } } },
          },
        },
      },
      games: {
        orderBy: { number: 'asc' },
        select: {
          id: true,
          number: true,
          version: true,
          record: true,
          lines: true,
          updatedAt: true,
          scores: {
            orderBy: { letter: 'asc' },
            select: { letter: true, points: true, computedPoints: true, overrideReason: true, overriddenAt: true },
          },
        },
      },
      verifications: {
        orderBy: { letter: 'asc' },
        select: {
          letter: true,
          verifiedByLetter: true,
          initials: true,
          method: true,
          at: true,
          verifiedBy: { select: { name: true } },
        },
      },
      amendments: {
        orderBy: [{ at: 'asc' }, { id: 'asc' }],
        select: {
          id: true,
          gameNumber: true,
          kind: true,
          before: true,
          after: true,
          reason: true,
          allPresent: true,
          actorLabel: true,
          at: true,
        },
      },
    },
  });

/** The Director amends game 3 of the accepted sheet: its hand was 50. */
async function amendGame3(director: Actor, roundTableId: string) {
  const game = await db().game.findFirstOrThrow({ where: { roundTableId, number: 3 } });
  const record = { ...(game.record as GameRecordInput), handValue: 50 };
  const amendment = { reason: 'Hand was 50 on the card (T26)', allPresent: true } as const;
  expect(await save(director, roundTableId, { number: 3, record, expectedVersion: 1, amendment })).toMatchObject({
    version: 2,
  });
}

test('a sheet in one query: the rows the ORM read, for an accepted, amended and ruled table and an open one', async () => {
  const director = await staff('Dana Director');
  const { slug, tableId } = await roundOneRuled(director);
  await amendGame3(director, tableId(1));

  for (const table of [1, 2]) {
    const sheet = (await tableSheet(db(), slug, 1, table, false))!;
    const { round, games: ormGames, verifications, amendments, ...scalars } = await ormRow(slug, 1, table);
    expect(Object.fromEntries(Object.keys(scalars).map((key) => [key, sheet[key as keyof typeof scalars]]))).toEqual(
      scalars,
    );
    expect(sheet.round).toEqual(round);
    expect(sheet.games.map(({ points, computed, ...game }) => game)).toEqual(ormGames);
    expect(sheet.verifications).toEqual(verifications);
    expect(sheet.amendments).toEqual(amendments);
  }
  const ruled = await tableSheet(db(), slug, 1, 1, false);
  expect(ruled!.amendments.map((a) => a.kind)).toEqual(['override', 'game']);
  expect(ruled!.collector).not.toBeNull();
  expect(ruled!.games[1]!.scores.find((s) => s.letter === 'B')).toMatchObject({ points: 50 });
  expect(ruled!.games[1]!.scores.find((s) => s.letter === 'B')!.overriddenAt).toBeInstanceOf(Date);
  expect(ruled!.verifications).toHaveLength(4);
  expect(await tableSheet(db(), slug, 1, 3, false)).toBeNull();
});

test('a sheet’s history: every audited step of the table and its games, oldest first, in words', async () => {
  const director = await staff('Dana Director');
  const { slug, tableId } = await roundOneRuled(director);
  await amendGame3(director, tableId(1));
  const sheet = (await tableSheet(db(), slug, 1, 1, false))!;
  const history = await sheetHistory(db(), sheet);
  const events = await db().auditEvent.findMany({
    where: {
      OR: [
        { entity: 'RoundTable', entityId: tableId(1) },
        { entity: 'Game', entityId: { in: sheet.games.map((g) => g.id) } },
      ],
    },
    orderBy: { id: 'asc' },
  });
  expect(history.map((h) => [h.id, h.at, h.who])).toEqual(events.map((e) => [String(e.id), e.at, e.actorLabel]));
  expect(history.map((h) => h.what)).toEqual([
    ...[1, 2, 3, 4].map((n) => `entered a game (game ${n})`),
    ...['A', 'B', 'C', 'D'].map((card) => `verified a card (card ${card})`),
    'handed the sheet in',
    'accepted the sheet',
    'amended a game after acceptance (game 3)',
  ]);
});
