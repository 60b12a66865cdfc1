import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { seedDemoTournament, type DemoOptions } from '@/lib/demo/seed';
import { eastOf, rulesetSchema, scoreGame, SEATS, validateGame, verifierOf, type Seat } from '@/lib/rules';
import { collectorSeat } from '@/lib/seating/collector';
import { sheetDigest, type DigestGame } from '@/lib/sheets/digest';
import { resetDatabase } from '../support/reset';

beforeEach(() => resetDatabase(db()));

const demo = (players: number, slug: string, seed = 'play'): DemoOptions => ({
  players,
  seed,
  slug,
  name: `Demo ${slug}`,
  date: '2026-11-22',
  rounds: 2,
});

async function playedTournament(slug: string) {
  return db().tournament.findUniqueOrThrow({
    where: { slug },
    include: {
      rounds: {
        orderBy: { number: 'asc' },
        include: {
          seats: { include: { player: true } },
          tables: {
            orderBy: { table: 'asc' },
            include: { games: { orderBy: { number: 'asc' }, include: { scores: true } }, verifications: true },
          },
        },
      },
    },
  });
}

/** Checks every sheet of every round as the app would read it; returns how many tables had 3 players. */
async function expectEverySheetAccepted(slug: string): Promise<number> {
  const tournament = await playedTournament(slug);
  const ruleset = rulesetSchema.parse(tournament.ruleset);
  const scorekeeper = await db().user.findUniqueOrThrow({ where: { email: 'scorekeeper@demo.test' } });
  let threePlayerTables = 0;
  expect(tournament.rounds.map((r) => r.status)).toEqual(['CLOSED', 'CLOSED']);
  for (const round of tournament.rounds) {
    expect(round.startedAt).not.toBeNull();
    expect(round.closedAt!.getTime()).toBeGreaterThan(round.startedAt!.getTime());
    for (const table of round.tables) {
      const seats = round.seats.filter((s) => s.table === table.table);
      const seated = SEATS.filter((letter) => seats.some((s) => s.letter === letter));
      const playerAt = (letter: Seat) => seats.find((s) => s.letter === letter)!.player;
      if (seated.length === 3) threePlayerTables++;
      expect(table).toMatchObject({ status: 'ACCEPTED', acceptedById: scorekeeper.id, submittedById: scorekeeper.id });
      expect(table.games.map((g) => g.number)).toEqual([1, 2, 3, 4].slice(0, tournament.gamesPerRound));
      for (const game of table.games) {
        const checked = validateGame(game.record);
        if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
        expect(checked.game).toMatchObject({ seats: seated, east: eastOf(seated, game.number) });
        const { scores, lines } = scoreGame(checked.game, ruleset);
        expect(game.lines).toEqual(lines);
        expect(game).toMatchObject({ version: 1, enteredById: scorekeeper.id });
        const stored = Object.fromEntries(game.scores.map((s) => [s.letter, s.points]));
        expect(stored).toEqual(scores);
        for (const s of game.scores) {
          expect(s.playerId).toBe(playerAt(s.letter).id);
          expect(s.computedPoints).toBe(s.points);
        }
      }
      const verified = Object.fromEntries(table.verifications.map((v) => [v.letter, v]));
      expect(Object.keys(verified).sort()).toEqual(seated);
      for (const card of seated) {
        const by = verifierOf(card, seated, ruleset.verification)!;
        expect(verified[card]).toMatchObject({
          verifiedByLetter: by,
          verifiedByPlayerId: playerAt(by).id,
          method: 'INITIALS',
          recordedById: scorekeeper.id,
          sheetVersion: tournament.gamesPerRound + 1,
        });
        expect(verified[card]!.initials).toMatch(/^[A-Z]{1,2}$/);
      }
      const from = SEATS.indexOf(collectorSeat(round.number));
      const collector = [...SEATS.slice(from), ...SEATS.slice(0, from)].find((letter) => seated.includes(letter))!;
      expect(table.collectorId).toBe(playerAt(collector).id);
      const digestGames = table.games.map((g) => ({
        number: g.number,
        record: g.record as DigestGame['record'],
        scores: Object.fromEntries(g.scores.map((s) => [s.letter, s.points])),
      }));
      expect(table.acceptedDigest).toBe(sheetDigest(ruleset, digestGames));
      expect(table.version).toBe(tournament.gamesPerRound + 3);
    }
  }
  return threePlayerTables;
}

async function auditCounts(tournamentId: string): Promise<Record<string, number>> {
  const rows = await db().auditEvent.groupBy({ by: ['action'], where: { tournamentId }, _count: true });
  return Object.fromEntries(rows.map((r) => [r.action, r._count]));
}

async function pointsByPlayerNumber(slug: string): Promise<Record<number, number[]>> {
  const scores = await db().gameScore.findMany({
    where: { player: { tournament: { slug } } },
    select: { points: true, player: { select: { number: true } }, game: { select: { number: true } } },
    orderBy: [{ game: { roundTable: { round: { number: 'asc' } } } }, { game: { number: 'asc' } }],
  });
  const byPlayer: Record<number, number[]> = {};
  for (const s of scores) (byPlayer[s.player.number] ??= []).push(s.points);
  return byPlayer;
}

describe('the demo plays its rounds', () => {
  test('16 players, 2 rounds: every sheet entered, verified, accepted and audited; the rounds closed', async () => {
    await seedDemoTournament(db(), demo(16, 'play-16'));
    expect(await expectEverySheetAccepted('play-16')).toBe(0);
    const tournament = await db().tournament.findUniqueOrThrow({ where: { slug: 'play-16' } });
    expect(await auditCounts(tournament.id)).toMatchObject({
      'game.record': 2 * 4 * 4,
      'card.verify': 2 * 16,
      'sheet.submit': 2 * 4,
      'sheet.accept': 2 * 4,
      'round.close': 2,
    });
  });

  test('13 players: the 3-player tables play legal games too, their cards verified by the first other seat', async () => {
    await seedDemoTournament(db(), demo(13, 'play-13'));
    expect(await expectEverySheetAccepted('play-13')).toBeGreaterThan(0);
  });

  test('the same seed gives the same games and scores; another seed, others', async () => {
    await seedDemoTournament(db(), demo(16, 'same-a'));
    await seedDemoTournament(db(), demo(16, 'same-b'));
    await seedDemoTournament(db(), demo(16, 'other', 'another seed'));
    const first = await pointsByPlayerNumber('same-a');
    expect(Object.keys(first)).toHaveLength(16);
    expect(await pointsByPlayerNumber('same-b')).toEqual(first);
    expect(await pointsByPlayerNumber('other')).not.toEqual(first);
  });

  test('unplayed: the rounds are only seated and published', async () => {
    await seedDemoTournament(db(), { ...demo(8, 'unplayed'), unplayed: true });
    const tournament = await playedTournament('unplayed');
    expect(tournament.rounds.map((r) => r.status)).toEqual(['PUBLISHED', 'PUBLISHED']);
    expect(tournament.rounds.flatMap((r) => r.tables.flatMap((t) => t.games))).toEqual([]);
  });
});
