import { beforeEach, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
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

test('a sheet in one query: the rows the ORM read, for an accepted, amended and ruled table and an open one', async () => {
  const director = await staff('Dana Director');
  const { slug, tableId } = await roundOneRuled(director);
  const games = await db().game.findMany({ where: { roundTableId: tableId(1) }, orderBy: { number: 'asc' } });
  const amended = { ...(games[2]!.record as object), handValue: 50 };
  const amendment = { reason: 'Hand was 50 on the card (T26)', allPresent: true } as const;
  const changed = await save(director, tableId(1), {
    number: 3,
    record: amended as never,
    expectedVersion: 1,
    amendment,
  });
  expect(changed).toMatchObject({ version: 2 });

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
