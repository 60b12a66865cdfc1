import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { db, type Db } from '@/lib/db/client';
import { SYSTEM, type Actor } from '@/lib/audit/log';
import { verifyAuditLog } from '@/lib/audit/verify';
import { storedChainProblem } from '@/lib/backup/chain-check';
import { exportTournament } from '@/lib/backup/export';
import { importTournament } from '@/lib/backup/import';
import { writeBackup } from '@/lib/backup/write';
import type { Backup } from '@/lib/backup/format';
import { seedDemoTournament } from '@/lib/demo/seed';
import { recordIncident } from '@/lib/incidents/mutations';
import { overrideScore } from '@/lib/incidents/override-score';
import { substitutePlayer } from '@/lib/players/mutations/roster';
import { markPrizeCollected, savePrizeSettings } from '@/lib/prizes/mutations';
import { prizeSettingsSchema } from '@/lib/prizes/settings';
import { createRandom } from '@/lib/random';
import { sheetJson, tableSheet } from '@/lib/sheets/queries';
import { createTournament } from '@/lib/tournaments/mutations';
import { tournamentInputSchema } from '@/lib/tournaments/schema';
import type { GameRecordInput } from '@/lib/rules';
import { resetDatabase } from '../support/reset';
import { secondDatabase } from '../support/second-database';
import { save } from '../support/sheets';

const SLUG = 'backup-open';
const EMAILS = ['director@demo.test', 'scorekeeper@demo.test'];

/**
 * The source tournament: 2 rounds played and accepted, then amended, ruled, overridden and a player substituted; a
 * player's city and state given, the prizes set and one marked collected.
 */
async function richTournament(): Promise<string> {
  await seedDemoTournament(db(), {
    players: 13,
    seed: 'backup',
    slug: SLUG,
    name: 'Backup Open',
    date: '2026-11-22',
    rounds: 2,
  });
  const { id } = await db().tournament.findUniqueOrThrow({ where: { slug: SLUG } });
  const user = await db().user.findUniqueOrThrow({ where: { email: EMAILS[0] } });
  const director: Actor = { userId: user.id, label: user.name };
  const table = await db().roundTable.findFirstOrThrow({
    where: { table: 1, round: { tournamentId: id, number: 1 } },
    include: { games: { orderBy: { number: 'asc' }, include: { scores: { orderBy: { letter: 'asc' } } } } },
  });
  const [first, second] = table.games;
  const { seats, east } = first!.record as { seats: GameRecordInput['seats']; east: GameRecordInput['east'] };
  await save(director, table.id, {
    number: 1,
    record: { seats, east, outcome: 'wall' },
    expectedVersion: first!.version,
    amendment: { reason: 'The wall game was entered as a win', allPresent: true },
  });
  const overridden = await overrideScore(db(), director, {
    tournamentId: id,
    gameId: second!.id,
    letter: second!.scores[0]!.letter,
    points: 77,
    reason: 'Misread from the card',
    allPresent: true,
  });
  expect(overridden).toMatchObject({ ok: true });
  const complaint = await recordIncident(db(), director, {
    tournamentId: id,
    roundTableId: table.id,
    gameNumber: 3,
    kind: 'COURTESY',
    facts: { seat: 'C', conduct: 'discourtesy' },
    decision: { type: 'confirm' },
  });
  expect(complaint).toMatchObject({ ok: true });
  // The calls that brought the Director: one answered by the complaint's ruling, one withdrawn.
  const at = (minute: number) => new Date(`2026-11-22T10:0${minute}:00Z`);
  const calls = [
    { seat: 'C', kind: 'COURTESY', line: 'Rude remark', status: 'CLOSED' },
    { confirmed: true, seat: 'A', status: 'WITHDRAWN' },
  ] as const;
  await db().directorCall.createMany({
    data: calls.map((call, n) => ({
      ...call,
      tournamentId: id,
      roundTableId: table.id,
      calledAt: at(n * 4),
      closedAt: at(n * 4 + 3),
    })),
  });
  const answered = await db().directorCall.findFirstOrThrow({ where: { tournamentId: id, status: 'CLOSED' } });
  await db().directorCall.update({
    where: { id: answered.id },
    data: {
      takenAt: at(1),
      takenById: user.id,
      closedById: user.id,
      incidentId: complaint.ok ? complaint.data.incidentId : null,
    },
  });
  const leaving = await db().player.findFirstOrThrow({ where: { tournamentId: id, number: 5 } });
  const random = createRandom('backup');
  const substituted = await substitutePlayer(db(), director, id, leaving.id, { name: 'Lily Chen' }, random);
  expect(substituted).toMatchObject({ ok: true });
  await db().player.update({ where: { id: leaving.id }, data: { city: 'Boca Raton', region: 'FL' } });
  const { version } = await db().tournament.findUniqueOrThrow({ where: { id } });
  const prizes = prizeSettingsSchema.parse({ roundWinners: 2, specials: { mostJokerless: true } });
  expect(await savePrizeSettings(db(), director, id, prizes, version)).toMatchObject({ ok: true });
  const mark = { prize: 'place', playerNumber: 2, collected: true };
  expect(await markPrizeCollected(db(), director, id, mark)).toEqual({
    ok: true,
    data: null,
    message: 'Marked collected.',
  });
  return id;
}

/** Every row of the tournament, all columns, staff named by email: ids of users and audit events are installations'. */
async function rowsOf(client: Db, tournamentId: string) {
  const users = new Map((await client.user.findMany()).map((u) => [u.id, u.email]));
  const who = (id: string | null) => (id === null ? null : (users.get(id) ?? `unknown user ${JSON.stringify(id)}`));
  const ofTournament = { round: { tournamentId } };
  const ofSheet = { roundTable: ofTournament };
  const byId = { id: 'asc' } as const;
  const staff = await client.staffAssignment.findMany({ where: { tournamentId } });
  return {
    tournament: await client.tournament.findUniqueOrThrow({ where: { id: tournamentId } }),
    staff: staff.map((a) => `${who(a.userId)} ${a.role}`).sort(),
    players: await client.player.findMany({ where: { tournamentId }, omit: { pinHash: false }, orderBy: byId }),
    rounds: await client.round.findMany({ where: { tournamentId }, orderBy: byId }),
    seats: await client.seat.findMany({ where: ofTournament, orderBy: byId }),
    roundTables: (await client.roundTable.findMany({ where: ofTournament, orderBy: byId })).map((t) => ({
      ...t,
      submittedById: who(t.submittedById),
      acceptedById: who(t.acceptedById),
    })),
    games: (await client.game.findMany({ where: ofSheet, orderBy: byId })).map((g) => ({
      ...g,
      enteredById: who(g.enteredById),
    })),
    gameScores: (await client.gameScore.findMany({ where: { game: ofSheet }, orderBy: byId })).map((s) => ({
      ...s,
      overriddenById: who(s.overriddenById),
    })),
    verifications: (await client.verification.findMany({ where: ofSheet, orderBy: byId })).map((v) => ({
      ...v,
      recordedById: who(v.recordedById),
    })),
    incidents: (await client.incident.findMany({ where: { tournamentId }, orderBy: byId })).map((i) => ({
      ...i,
      createdById: who(i.createdById),
      ruledById: who(i.ruledById),
    })),
    amendments: (await client.amendment.findMany({ where: { tournamentId }, orderBy: byId })).map((a) => ({
      ...a,
      actorId: who(a.actorId),
    })),
    calls: (await client.directorCall.findMany({ where: { tournamentId }, orderBy: byId })).map((c) => ({
      ...c,
      takenById: who(c.takenById),
      closedById: who(c.closedById),
    })),
    prizesCollected: (await client.prizeCollected.findMany({ where: { tournamentId }, orderBy: byId })).map((p) => ({
      ...p,
      collectedById: who(p.collectedById),
    })),
    auditEvents: (await client.auditEvent.findMany({ where: { tournamentId }, orderBy: byId })).map(
      ({ id: _installationSequence, ...event }) => event,
    ),
    auditChain: await client.auditChain.findUnique({ where: { chain: tournamentId } }),
  };
}

/** Every table's sheet as the public API gives it. */
async function sheets(client: Db, slug: string) {
  const tables = await client.roundTable.findMany({
    where: { round: { tournament: { slug } } },
    select: { table: true, round: { select: { number: true } } },
    orderBy: [{ round: { number: 'asc' } }, { table: 'asc' }],
  });
  const out = [];
  for (const t of tables) out.push(sheetJson((await tableSheet(client, slug, t.round.number, t.table, true))!));
  return out;
}

/** Row counts of every table: what a refused import must leave as it was. */
async function counts(client: Db) {
  const tables = await client.$queryRaw<{ name: string }[]>`
    SELECT tablename::text AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`;
  const out: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await client.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${name}"`);
    out[name] = Number(row!.n);
  }
  return out;
}

describe('backup and move a tournament', () => {
  let target: Awaited<ReturnType<typeof secondDatabase>>;
  let tournamentId: string;
  let file: string;
  const fresh = () => JSON.parse(file) as Backup;
  const users = (emails: readonly string[]) =>
    Promise.all(emails.map((email) => target.db.user.create({ data: { email, name: email, passwordHash: 'x' } })));

  beforeAll(async () => {
    target = await secondDatabase('backup_target');
    await resetDatabase(db());
    tournamentId = await richTournament();
    const backup = await exportTournament(db(), tournamentId);
    file = JSON.stringify(backup);
  }, 180_000);
  afterAll(() => target?.drop());
  beforeEach(() => resetDatabase(target.db));

  test('round trip into another installation: every row, sheet and total equal, the audit log verifies', async () => {
    await users(EMAILS);
    const result = await importTournament(target.db, SYSTEM, JSON.parse(file), {});
    expect(result).toMatchObject({ ok: true, data: { tournamentId, slug: SLUG, skippedStaff: [], clearedStaff: [] } });
    const source = await rowsOf(db(), tournamentId);
    expect(source.incidents).toHaveLength(1);
    expect(source.calls.map((c) => [c.status, c.incidentId, c.takenById])).toEqual(
      expect.arrayContaining([
        ['CLOSED', source.incidents[0]!.id, EMAILS[0]],
        ['WITHDRAWN', null, null],
      ]),
    );
    expect(source.amendments.map((a) => a.kind).sort()).toEqual(['game', 'override']);
    expect(source.players.some((p) => p.substituteId !== null)).toBe(true);
    expect(source.gameScores.some((s) => s.overriddenById === EMAILS[0])).toBe(true);
    expect(source.players.some((p) => p.city === 'Boca Raton' && p.region === 'FL')).toBe(true);
    expect(source.prizesCollected).toMatchObject([{ prize: 'place', collectedById: EMAILS[0] }]);
    expect(source.tournament.prizes).toMatchObject({ roundWinners: 2 });
    expect(await rowsOf(target.db, tournamentId)).toEqual(source);
    expect(await sheets(target.db, SLUG)).toEqual(await sheets(db(), SLUG));
    expect(await verifyAuditLog(target.db)).toMatchObject({ ok: true, chains: 2 });
    const logged = await target.db.auditEvent.findMany({ where: { tournamentId: null } });
    expect(logged).toMatchObject([{ action: 'tournament.import', entityId: tournamentId }]);
    const again = await exportTournament(target.db, tournamentId);
    expect({ ...again, exportedAt: null }).toEqual({ ...fresh(), exportedAt: null });
  });

  test('the same backup twice: the second is refused, nothing changes', async () => {
    expect(await importTournament(target.db, SYSTEM, file)).toMatchObject({ ok: true });
    const before = await counts(target.db);
    const again = await importTournament(target.db, SYSTEM, file, { slug: 'backup-copy' });
    expect(again).toMatchObject({ ok: false, reason: 'CONFLICT', fieldErrors: { file: [expect.any(String)] } });
    expect(!again.ok && again.message).toMatch(/already in this installation, at \/t\/backup-open/);
    expect(await counts(target.db)).toEqual(before);
  });

  test('a slug taken here: refused, unless a new one is given; the renamed tournament verifies', async () => {
    const other = tournamentInputSchema.parse({
      name: 'Other',
      slug: SLUG,
      startsOn: '2026-01-01',
      endsOn: '2026-01-01',
      roundCount: 1,
    });
    await createTournament(target.db, SYSTEM, other, null);
    const before = await counts(target.db);
    const taken = await importTournament(target.db, SYSTEM, file);
    expect(taken).toMatchObject({ ok: false, reason: 'CONFLICT', fieldErrors: { slug: [expect.any(String)] } });
    expect(!taken.ok && taken.message).toMatch(/already uses the address "backup-open"/);
    expect(await counts(target.db)).toEqual(before);
    const bad = await importTournament(target.db, SYSTEM, file, { slug: 'No Spaces' });
    expect(bad).toMatchObject({
      ok: false,
      reason: 'INVALID_INPUT',
      fieldErrors: { slug: [expect.stringMatching(/lowercase letters/)] },
    });
    const moved = await importTournament(target.db, SYSTEM, file, { slug: ' Backup-Moved ' });
    expect(moved).toMatchObject({ ok: true, data: { slug: 'backup-moved' } });
    const { slug, ...rest } = (await rowsOf(target.db, tournamentId)).tournament;
    const { slug: _s, ...original } = (await rowsOf(db(), tournamentId)).tournament;
    expect(slug).toBe('backup-moved');
    expect(rest).toEqual(original);
    expect(await sheets(target.db, 'backup-moved')).toEqual(await sheets(db(), SLUG));
    expect(await verifyAuditLog(target.db)).toMatchObject({ ok: true });
  });

  test('staff without an account here are skipped and their names cleared; the importer becomes Director', async () => {
    const [admin] = await users(['admin@target.test', EMAILS[1]!]);
    const result = await importTournament(target.db, { userId: admin!.id, label: 'Ada Admin' }, file);
    expect(result).toMatchObject({ ok: true, data: { skippedStaff: [EMAILS[0]], addedDirector: true } });
    const staff = (await rowsOf(target.db, tournamentId)).staff;
    expect(staff).toEqual(['admin@target.test DIRECTOR', `${EMAILS[1]} SCOREKEEPER`]);
    const overridden = await target.db.gameScore.findMany({ where: { overrideReason: { not: null } } });
    expect(overridden.map((s) => s.overriddenById)).toEqual([null]);
    expect(await verifyAuditLog(target.db)).toMatchObject({ ok: true });
  });

  const damaged: [string, (backup: Backup) => unknown, RegExp][] = [
    [
      'a score changed inside an audit event',
      (b) => {
        const event = b.auditEvents.find((e) => e.action === 'score.override')!;
        (event.after as { points: number }).points = 78;
        return b;
      },
      /^The backup's audit log does not verify: it was altered \(event \d+ of \d+: its content no longer matches/,
    ],
    [
      'an event removed from the chain',
      (b) => ({ ...b, auditEvents: b.auditEvents.slice(1) }),
      /^The backup's audit log does not verify: it was altered/,
    ],
    [
      'a seat’s points edited, no hash recomputed',
      (b) => {
        const score = b.gameScores.find((s) => s.overrideReason === null)!;
        score.points += 40;
        return b;
      },
      /^The backup does not add up at gameScores\[\d+\]\.points: seat [A-D] has -?\d+, its record scores -?\d+, and no Director ruled it\.$/,
    ],
    [
      'the address is not one the app gives',
      (b) => ({ ...b, tournament: { ...b.tournament, slug: '../Backup' } }),
      /^The backup does not add up at tournament\.slug: /,
    ],
    [
      'a newer version',
      (b) => ({ ...b, version: 2 }),
      /^This backup was made by a newer version \(2\); this installation reads version 1$/,
    ],
    ['another format', (b) => ({ ...b, format: 'something-else' }), /^This is not a tournament backup$/],
    ['not an object', () => [1, 2, 3], /^This is not a tournament backup$/],
    [
      'truncated JSON',
      () => file.slice(0, Math.floor(file.length / 2)),
      /^The file is not valid JSON: it is damaged or incomplete/,
    ],
    [
      'a field missing',
      (b) => {
        delete (b.players[3] as Partial<Backup['players'][number]>).pinHash;
        return b;
      },
      /^The backup is damaged at players\[3\]\.pinHash: /,
    ],
    [
      'a seat of a player not in the file',
      (b) => {
        b.seats[4]!.playerId = 'nobody';
        return b;
      },
      /^The backup is damaged at seats\[4\]\.playerId: there is no player with this id in the file\.$/,
    ],
    [
      'a game of a table not in the file',
      (b) => {
        b.games[0]!.roundTableId = 'nowhere';
        return b;
      },
      /^The backup is damaged at games\[0\]\.roundTableId: there is no table/,
    ],
  ];

  test.each(damaged)('%s: refused with a clear message, nothing written', async (_what, damage, message) => {
    await users(EMAILS);
    const before = await counts(target.db);
    const result = await importTournament(target.db, SYSTEM, damage(fresh()));
    expect(result).toMatchObject({ ok: false, reason: 'INVALID_INPUT' });
    expect(!result.ok && result.message).toMatch(message);
    expect(await counts(target.db)).toEqual(before);
  });

  test('a failure half-way through the writes leaves nothing behind', async () => {
    expect(await importTournament(target.db, SYSTEM, file)).toMatchObject({ ok: true });
    const before = await counts(target.db);
    // Another tournament (no games, no audit events to tie it to its id) whose players' ids are taken here already.
    const clash: Backup = {
      ...fresh(),
      games: [],
      gameScores: [],
      incidents: [],
      calls: [],
      auditEvents: [],
      auditChain: null,
    };
    clash.tournament = { ...clash.tournament, id: 'another-tournament' };
    const result = await importTournament(target.db, SYSTEM, clash, { slug: 'another-open' });
    expect(result).toMatchObject({ ok: false, reason: 'CONFLICT' });
    expect(await counts(target.db)).toEqual(before);
  });

  test('the chain is checked again as stored, inside the transaction that wrote it', async () => {
    const altered = fresh();
    altered.auditEvents[2]!.reason = 'changed';
    const before = await counts(target.db);
    const problem = await target.db
      .$transaction(async (tx) => {
        await writeBackup(tx, altered, SLUG, { assignments: [], userOf: () => null });
        throw new Error(String(await storedChainProblem(tx, tournamentId)));
      })
      .catch((error: Error) => error.message);
    expect(problem).toMatch(/^stored event \d+: its content no longer matches its hash/);
    expect(await counts(target.db)).toEqual(before);
  });
});
