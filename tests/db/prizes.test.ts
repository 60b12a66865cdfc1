import { beforeAll, describe, expect, test } from 'vitest';
import { GET as gamesCsv } from '@/app/api/tournaments/[slug]/games.csv/route';
import { GET as resultsJson } from '@/app/api/tournaments/[slug]/results/route';
import { GET as resultsCsv } from '@/app/api/tournaments/[slug]/results.csv/route';
import { db } from '@/lib/db/client';
import { markPrizeCollected, savePrizeSettings } from '@/lib/prizes/mutations';
import { winnersCircleOf } from '@/lib/prizes/queries';
import { prizeSettingsSchema } from '@/lib/prizes/settings';
import { draftByStanding } from '@/lib/rounds/mutations/by-standing';
import { seatingHistory } from '@/lib/rounds/mutations/store';
import { ITEM_INFO, OUTCOME_INFO } from '@/lib/rules';
import { repeatReport } from '@/lib/seating/meetings';
import { tiedDemo } from '../support/prize-tie';
import { resetDatabase } from '../support/reset';

const slug = 'prize-demo';
let setup: Awaited<ReturnType<typeof tiedDemo>>;
const director = { userId: null, label: 'Dana Director' };

beforeAll(async () => {
  await resetDatabase(db());
  setup = await tiedDemo(slug);
}, 120_000);

const context = { params: Promise.resolve({ slug }) };
const request = (path: string) => new Request(`http://localhost/api/tournaments/${slug}/${path}`);

/** The fields of an RFC 4180 text without quoted line breaks, record by record, as objects by the header's names. */
function csvObjects(text: string): Record<string, string>[] {
  const records = text
    .trimEnd()
    .split('\r\n')
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (quoted && c === '"' && line[i + 1] === '"') ((cell += '"'), i++);
        else if (c === '"') quoted = !quoted;
        else if (c === ',' && !quoted) (cells.push(cell), (cell = ''));
        else cell += c;
      }
      return [...cells, cell];
    });
  const [header, ...rows] = records;
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? ''])));
}

describe('a tie at the cut-off', () => {
  test('the winner’s circle shows it shared, with the prize split', async () => {
    const view = await winnersCircleOf(db(), slug, false);
    const last = view!.circle!.places.at(-1)!;
    expect(view!.circle!.placesAwarded).toBe(6);
    expect(last.tied).toBe(true);
    expect(last.label).toMatch(/^\d+(st|nd|rd|th)–\d+th, tied$/);
    expect(last.last).toBeGreaterThan(6);
    expect(last.players.map((row) => row.player.id)).toEqual(
      expect.arrayContaining([setup.sixth.id, setup.seventh.id]),
    );
    expect(last.split).toMatch(/split equally/);
  });

  test('the results export writes the same placement for both, in the JSON and the CSV', async () => {
    const json = (await (await resultsJson(request('results'), context)).json()) as {
      results: { name: string; placement: number; tied: boolean }[];
    };
    const of = (name: string) => json.results.find((r) => r.name === name)!;
    expect(of(setup.sixth.name).placement).toBe(of(setup.seventh.name).placement);
    expect(of(setup.sixth.name).tied).toBe(true);
    const csv = csvObjects(await (await resultsCsv(request('results.csv'), context)).text());
    const placement = (name: string) => csv.find((r) => r.name === name)!.placement;
    expect(placement(setup.sixth.name)).toBe(placement(setup.seventh.name));
    expect(csv).toHaveLength(32);
  });
});

/** One player's games as the games CSV shows them. */
type Counted = {
  rounds: Map<number, number>;
  wins: number;
  jokerless: number;
  hands: number[];
  games: { points: number; at: string }[];
};

/** Each player's points per round, wins, hand values, jokerless wins and games, recounted from the games CSV. */
async function recount(): Promise<Map<string, Counted>> {
  const rows = csvObjects(await (await gamesCsv(request('games.csv'), context)).text()).filter(
    (r) => r.sheet === 'accepted',
  );
  const players = new Map<string, Counted>();
  for (const r of rows) {
    const number = r['player number']!;
    const p: Counted = players.get(number) ?? { rounds: new Map(), wins: 0, jokerless: 0, hands: [], games: [] };
    players.set(number, p);
    const round = Number(r.round);
    p.rounds.set(round, (p.rounds.get(round) ?? 0) + Number(r.points));
    p.games.push({ points: Number(r.points), at: `${r.round}/${r.table}/${r.game}` });
    if (r.outcome === OUTCOME_INFO.mahjong.label && r.winner === r.seat) {
      p.wins++;
      p.hands.push(Number(r['hand value']));
      if (r['line items']!.includes(ITEM_INFO.JOKERLESS.label)) p.jokerless++;
    }
  }
  return players;
}

/** The numbers holding the highest value, and that value. */
function best(players: Map<string, Counted>, value: (p: Counted) => number | undefined) {
  const values = [...players].map(([n, p]) => [n, value(p) ?? 0] as const);
  const top = Math.max(...values.map(([, v]) => v));
  return {
    value: top,
    numbers: values
      .filter(([, v]) => v === top)
      .map(([n]) => Number(n))
      .sort((a, b) => a - b),
  };
}

test('round winners and special prizes match a recount from the games CSV', async () => {
  const settings = prizeSettingsSchema.parse({ roundWinners: 1, specials: { mostJokerless: true } });
  const tournament = await db().tournament.findUniqueOrThrow({ where: { slug } });
  expect(await savePrizeSettings(db(), director, tournament.id, settings, tournament.version)).toMatchObject({
    ok: true,
  });
  const circle = (await winnersCircleOf(db(), slug, false))!.circle!;
  const players = await recount();
  const numbersOf = (list: readonly { player: { number: number } }[]) =>
    list.map((w) => w.player.number).sort((a, b) => a - b);

  for (const round of [1, 2]) {
    const expected = best(players, (p) => p.rounds.get(round));
    const winners = circle.rounds.find((r) => r.round === round)!.places.flatMap((place) => place.players);
    expect(numbersOf(winners)).toEqual(expected.numbers);
    expect(winners.every((w) => w.points === expected.value)).toBe(true);
  }
  const specials = Object.fromEntries(circle.specials.map((s) => [s.prize, s]));
  const expected = {
    mostMahjongs: best(players, (p) => p.wins),
    highestGame: best(players, (p) => Math.max(...p.games.map((g) => g.points))),
    highestHand: best(players, (p) => Math.max(0, ...p.hands)),
    mostJokerless: best(players, (p) => p.jokerless),
  };
  for (const [prize, { value, numbers }] of Object.entries(expected)) {
    const award = specials[prize]!;
    expect([prize, award.value]).toEqual([prize, value > 0 ? value : null]);
    expect([prize, numbersOf(award.winners)]).toEqual([prize, value > 0 ? numbers : []]);
  }
  for (const { player, game } of specials.highestGame!.winners) {
    const p = players.get(String(player.number))!;
    expect(p.games.find((g) => g.at === `${game!.round}/${game!.table}/${game!.game}`)?.points).toBe(
      expected.highestGame.value,
    );
  }
});

test('held back: no public winner’s circle and no results export; staff still see the circle', async () => {
  await db().tournament.update({ where: { slug }, data: { standingsState: 'PENDING' } });
  try {
    expect((await winnersCircleOf(db(), slug, false))!.circle).toBeNull();
    expect((await winnersCircleOf(db(), slug, true))!.circle).not.toBeNull();
    for (const [route, path] of [
      [resultsJson, 'results'],
      [resultsCsv, 'results.csv'],
    ] as const) {
      const response = await route(request(path), context);
      expect(response.status).toBe(409);
      expect(((await response.json()) as { message: string }).message).toMatch(/held back/);
    }
  } finally {
    await db().tournament.update({ where: { slug }, data: { standingsState: 'LIVE' } });
  }
});

test('a prize marked collected is kept and audited; taking the mark back too', async () => {
  const winner = (await winnersCircleOf(db(), slug, true))!.circle!.places[0]!.players[0]!.player;
  const mark = { prize: 'place', playerNumber: winner.number, collected: true };
  const marked = { ok: true, data: null, message: 'Marked collected.' };
  expect(await markPrizeCollected(db(), director, setup.tournamentId, mark)).toEqual(marked);
  expect(await markPrizeCollected(db(), director, setup.tournamentId, mark)).toEqual(marked);
  expect((await winnersCircleOf(db(), slug, true))!.collected).toEqual(new Set([`place:${winner.id}`]));
  expect(await markPrizeCollected(db(), director, setup.tournamentId, { ...mark, collected: false })).toEqual({
    ok: true,
    data: null,
    message: 'Mark taken back.',
  });
  expect((await winnersCircleOf(db(), slug, true))!.collected.size).toBe(0);
  await expect
    .poll(() =>
      db().auditEvent.count({ where: { action: { startsWith: 'prize.' }, tournamentId: setup.tournamentId } }),
    )
    .toBe(3);
});

test('prize settings are saved against the version seen, and audited', async () => {
  const tournament = await db().tournament.findUniqueOrThrow({ where: { slug } });
  const settings = prizeSettingsSchema.parse({ roundWinners: 3 });
  expect(await savePrizeSettings(db(), director, tournament.id, settings, tournament.version - 1)).toEqual({
    ok: false,
    reason: 'CONFLICT',
    message: 'Someone else changed this tournament meanwhile: reload the page to see their version.',
  });
  expect(await savePrizeSettings(db(), director, tournament.id, settings, tournament.version)).toEqual({
    ok: true,
    data: { version: tournament.version + 1 },
    message: 'Prizes saved.',
  });
  expect((await db().tournament.findUniqueOrThrow({ where: { slug } })).prizes).toMatchObject({ roundWinners: 3 });
});

test('seating by standing puts the top four at table 1 and reports the pairs who would meet again', async () => {
  const history = await seatingHistory(db(), setup.tournamentId, 3);
  const topFour = setup.top.map((row) => row.player.id);
  const topMet = repeatReport(
    history,
    topFour.map((playerId, i) => ({ table: 1, seat: 'ABCD'[i] as 'A', playerId })),
  );
  expect(topMet.repeatPairs).toBe(0);
  const drafted = await draftByStanding(db(), director, setup.tournamentId, 3);
  if (!drafted.ok) throw new Error(JSON.stringify(drafted));
  const round = await db().round.findUniqueOrThrow({ where: { id: drafted.data.roundId }, include: { seats: true } });
  expect(round.seatingMethod).toBe('standing');
  const tableOne = round.seats.filter((s) => s.table === 1).sort((a, b) => a.letter.localeCompare(b.letter));
  expect(tableOne.map((s) => s.playerId)).toEqual(topFour);
  expect(round.repeatPairs).toBe(
    repeatReport(
      history,
      round.seats.map((s) => ({ table: s.table, seat: s.letter, playerId: s.playerId })),
    ).repeatPairs,
  );
});

test('seating by standing waits until the round before is accepted', async () => {
  await db().roundTable.updateMany({
    where: { round: { tournamentId: setup.tournamentId, number: 2 }, table: 1 },
    data: { status: 'SUBMITTED' },
  });
  const drafted = await draftByStanding(db(), director, setup.tournamentId, 3);
  expect(drafted).toMatchObject({ ok: false, reason: 'CONFLICT' });
});

test('frozen standings: the circle and the results still show a player’s details as they are now', async () => {
  await db().tournament.update({ where: { slug }, data: { standingsState: 'FROZEN' } });
  const citiesOf = async (name: string) => {
    const json = (await (await resultsJson(request('results'), context)).json()) as {
      results: { name: string; city: string | null }[];
    };
    const csv = csvObjects(await (await resultsCsv(request('results.csv'), context)).text());
    return [json.results.find((r) => r.name === name)?.city, csv.find((r) => r.name === name)?.city];
  };
  try {
    const winner = (await winnersCircleOf(db(), slug, false))!.circle!.places[0]!.players[0]!.player;
    expect(await citiesOf(winner.name)).not.toContain('Frozenville');
    await db().player.update({ where: { id: winner.id }, data: { city: 'Frozenville' } });
    expect((await winnersCircleOf(db(), slug, false))!.details.get(winner.id)?.city).toBe('Frozenville');
    expect(await citiesOf(winner.name)).toEqual(['Frozenville', 'Frozenville']);
  } finally {
    await db().tournament.update({ where: { slug }, data: { standingsState: 'LIVE' } });
  }
});
