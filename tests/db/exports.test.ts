import { beforeEach, describe, expect, test } from 'vitest';
import { GET } from '@/app/api/tournaments/[slug]/games.csv/route';
import { GET as standingsGET } from '@/app/api/tournaments/[slug]/standings.csv/route';
import { db } from '@/lib/db/client';
import { scoreCardRound } from '@/lib/exports/queries';
import { seatRound } from '../support/fixtures';
import { resetDatabase } from '../support/reset';
import { playTable, roundOneRuled, RULED_REASON, seatsOf, staff } from '../support/sheets';

/** The fields of an RFC 4180 text, record by record (enough for what the export writes). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') ((field += '"'), i++);
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') (record.push(field), (field = ''));
    else if (c === '\r' && text[i + 1] === '\n') {
      records.push([...record, field]);
      ((record = []), (field = ''), i++);
    } else field += c;
  }
  return records;
}

async function download(slug: string) {
  const response = await GET(new Request(`http://localhost/api/tournaments/${slug}/games.csv`), {
    params: Promise.resolve({ slug }),
  });
  return { response, text: await response.text() };
}

/** The export as objects keyed by the header's names. */
async function exported(slug: string) {
  const { response, text } = await download(slug);
  expect(response.status).toBe(200);
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]])));
}

/**
 * Round 1 of 8 players: table 1 played, verified, handed in and accepted, then a Director's override of seat B in
 * game 2; table 2 played but open. Round 2: table 1 played, then the round put back to a draft (the app never lets
 * a draft hold games: set directly, to check that drafts never leak). Round 3: published, nothing played.
 */
async function setUp() {
  const director = await staff('Dana Director');
  const t = await roundOneRuled(director);
  const roundTwo = await seatRound(t.tournamentId, 2, 'second');
  const tableTwo = await db().roundTable.findFirstOrThrow({ where: { roundId: roundTwo, table: 1 } });
  await playTable(director, tableTwo.id);
  await db().round.update({ where: { id: roundTwo }, data: { status: 'DRAFT' } });
  await seatRound(t.tournamentId, 3, 'third');
  return t;
}

let s: Awaited<ReturnType<typeof setUp>>;
beforeEach(async () => {
  await resetDatabase(db());
  s = await setUp();
});

describe('GET /api/tournaments/{slug}/games.csv', () => {
  test('a download named after the tournament, as CSV', async () => {
    const { response, text } = await download(s.slug);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="sheets-open-games.csv"');
    expect(text.split('\r\n')[0]).toBe(
      'round,table,game,sheet,seat,player number,player name,points,computed points,override reason,outcome,' +
        'winner,winner player,hand value,discarder,discarder player,line items',
    );
  });

  test('says it shows anything of the tournament and nothing of the clock: the front keeps it until something moves', async () => {
    const { response } = await download(s.slug);
    expect(response.headers.get('x-cache-grains')).toBe('all');
  });

  test('one row per seat per game of the published rounds, in order; drafts never', async () => {
    const rows = await exported(s.slug);
    const keys = rows.map((r) => `${r.round}/${r.table}/${r.game}/${r.seat}`);
    const expected = [1, 2].flatMap((table) =>
      [1, 2, 3, 4].flatMap((game) => ['A', 'B', 'C', 'D'].map((seat) => `1/${table}/${game}/${seat}`)),
    );
    expect(keys).toEqual(expected);
    expect(rows.filter((r) => r.table === '1').every((r) => r.sheet === 'accepted')).toBe(true);
    expect(rows.filter((r) => r.table === '2').every((r) => r.sheet === 'open')).toBe(true);
  });

  test("each row names the seat's player and its points; the line items add up to the computed points", async () => {
    const rows = await exported(s.slug);
    const seated = await seatsOf(s.tableId(2));
    for (const row of rows.filter((r) => r.table === '2')) {
      const player = seated.get(row.seat as 'A')!;
      expect([row['player number'], row['player name']]).toEqual([String(player.number), player.name]);
    }
    const stored = await db().gameScore.findMany({
      where: { game: { roundTable: { roundId: s.roundId } } },
      select: { letter: true, computedPoints: true, game: { select: { number: true, roundTable: true } } },
    });
    for (const score of stored) {
      const row = rows.find(
        (r) =>
          r.table === String(score.game.roundTable.table) &&
          r.game === String(score.game.number) &&
          r.seat === score.letter,
      );
      expect(row?.['computed points']).toBe(String(score.computedPoints));
      const items = row!['line items'] === '' ? [] : row!['line items']!.split('; ');
      const sum = items.reduce((total, item) => total + Number(/ ([+-]?\d+) \(/.exec(item)?.[1]), 0);
      expect(sum).toBe(score.computedPoints);
    }
    const first = rows.find((r) => r.table === '1' && r.game === '1' && r.seat === 'B');
    expect(first).toMatchObject({ outcome: 'Mah jongg', winner: 'B', 'hand value': '25', discarder: 'C' });
    expect(first?.['line items']).toBe('Hand value +25 (T13)');
  });

  test("a Director's override: the points that count, the computed points and the reason", async () => {
    const rows = await exported(s.slug);
    const ruled = rows.filter((r) => r['override reason'] !== '');
    expect(ruled).toHaveLength(1);
    expect(ruled[0]).toMatchObject({
      round: '1',
      table: '1',
      game: '2',
      seat: 'B',
      points: '50',
      'computed points': '10',
      'override reason': RULED_REASON,
      outcome: 'Wall game',
      'line items': 'Wall game +10 (T13.3)',
    });
  });

  test('kept between changes, made again after one: games played at another table, a player renamed', async () => {
    const before = await exported(s.slug);
    expect(before.some((r) => r.round === '3')).toBe(false);
    const roundThree = await db().round.findFirstOrThrow({ where: { tournamentId: s.tournamentId, number: 3 } });
    const table = await db().roundTable.findFirstOrThrow({ where: { roundId: roundThree.id, table: 1 } });
    const director = await staff('Dee Director');
    await playTable(director, table.id);
    const played = await exported(s.slug);
    expect(played.filter((r) => r.round === '3')).toHaveLength(16);
    const player = await db().player.findFirstOrThrow({ where: { tournamentId: s.tournamentId, number: 1 } });
    await db().player.update({ where: { id: player.id }, data: { name: 'Renamed Player' } });
    const renamed = await exported(s.slug);
    expect(renamed.filter((r) => r['player number'] === '1').every((r) => r['player name'] === 'Renamed Player')).toBe(
      true,
    );
    expect(renamed.some((r) => r['player number'] === '1')).toBe(true);
  });

  test('a tournament with no published round: the header alone; an unknown tournament: 404', async () => {
    await db().round.updateMany({ where: { tournamentId: s.tournamentId }, data: { status: 'DRAFT' } });
    expect((await download(s.slug)).text.split('\r\n')).toHaveLength(2);
    const unknown = await download('no-such-event');
    expect(unknown.response.status).toBe(404);
    expect(JSON.parse(unknown.text)).toMatchObject({ message: 'There is no tournament "no-such-event".' });
  });
});

describe('CSVs that open cleanly in a spreadsheet', () => {
  test.each([
    ['games.csv', GET, 'round,table,game,sheet,seat,player number,player name'],
    ['standings.csv', standingsGET, 'rank,number,name,status'],
  ])('%s: UTF-8 with a byte-order mark, accents intact, the columns named', async (file, get, columns) => {
    const player = await db().player.findFirstOrThrow({ where: { tournamentId: s.tournamentId, number: 1 } });
    await db().player.update({ where: { id: player.id }, data: { name: 'José Nuñez' } });
    const response = await get(new Request(`http://localhost/api/tournaments/${s.slug}/${file}`), {
      params: Promise.resolve({ slug: s.slug }),
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header?.join(',')).toContain(columns);
    expect(rows.some((row) => row.includes('José Nuñez'))).toBe(true);
  });

  test('the games CSV names the winner and the discarder beside their seat letters', async () => {
    const rows = (await exported(s.slug)).filter((row) => row.outcome === 'Mah jongg');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const winner = rows.find((r) => r.game === row.game && r.table === row.table && r.seat === row.winner);
      expect(row['winner player']).toBe(`#${winner?.['player number']} ${winner?.['player name']}`);
      if (row.discarder) expect(row['discarder player']).toMatch(/^#\d+ /);
    }
  });
});

describe('scoreCardRound', () => {
  test('a card per table of a published round, with its seats, East of each game and verifiers; none for a draft', async () => {
    const found = await scoreCardRound(db(), s.slug, 1);
    expect(found).toMatchObject({
      round: 1,
      gamesPerRound: 4,
      verification: 'pairs',
      tournament: { name: 'Sheets Open' },
    });
    expect(found?.cards.map((c) => c.table)).toEqual([1, 2]);
    const seated = await seatsOf(s.tableId(1));
    const [card] = found!.cards;
    expect(card?.seats.map((seat) => seat.player?.number)).toEqual(
      ['A', 'B', 'C', 'D'].map((l) => seated.get(l as 'A')?.number),
    );
    expect(card).toMatchObject({ easts: ['A', 'B', 'C', 'D'], collector: 'A' });
    expect(card?.seats.map((seat) => seat.verifier)).toEqual(['C', 'D', 'A', 'B']);
    expect(await scoreCardRound(db(), s.slug, 2)).toBeNull();
    expect(await scoreCardRound(db(), 'no-such-event', 1)).toBeNull();
  });
});
