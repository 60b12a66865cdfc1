import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import type { Actor } from '@/lib/audit/log';
import { verifySecret } from '@/lib/auth/password';
import type { RoundStatus } from '@/lib/db/generated/client';
import { addPlayer } from '@/lib/players/mutations/add';
import { importPlayers } from '@/lib/players/mutations/import';
import { reissueAllPins } from '@/lib/players/mutations/reissue';
import { resetPin, substitutePlayer, withdrawPlayer } from '@/lib/players/mutations/roster';
import { createRandom } from '@/lib/random';
import { createTournament } from '@/lib/tournaments/mutations';
import { tournamentInputSchema } from '@/lib/tournaments/schema';
import { resetDatabase } from '../support/reset';

beforeEach(() => resetDatabase(db()));

const director: Actor = { userId: null, label: 'Test Director' };
const random = () => createRandom('players-test');

async function tournament(slug = 'spring-open'): Promise<string> {
  const input = tournamentInputSchema.parse({
    name: 'Spring Open',
    slug,
    startsOn: '2026-11-21',
    endsOn: '2026-11-22',
    roundCount: 4,
  });
  const created = await createTournament(db(), director, input, null);
  if (!created.ok) throw new Error('tournament not created');
  return created.data.id;
}

async function add(tournamentId: string, name: string, number?: number) {
  const result = await addPlayer(db(), director, tournamentId, { name, number }, random());
  if (!result.ok) throw new Error(result.message);
  const slip = result.data.slips[0];
  if (!slip) throw new Error('no PIN slip');
  expect(result.message).toBe(`Added #${slip.number} ${name}.`);
  const player = await db().player.findUniqueOrThrow({
    where: { tournamentId_number: { tournamentId, number: slip.number } },
  });
  return { ...player, pin: slip.pin };
}

async function round(tournamentId: string, number: number, status: RoundStatus, seated: string[] = []) {
  return db().round.create({
    data: {
      tournamentId,
      number,
      status,
      seatingMethod: 'random',
      durationMinutes: 60,
      seats: {
        create: seated.map((playerId, i) => ({
          table: 1,
          letter: (['A', 'B', 'C', 'D'] as const)[i] ?? 'A',
          playerId,
        })),
      },
    },
  });
}

const pinHashOf = async (id: string) =>
  (await db().player.findUniqueOrThrow({ where: { id }, omit: { pinHash: false } })).pinHash;

const actions = async (tournamentId: string) =>
  (await db().auditEvent.findMany({ where: { tournamentId }, orderBy: { id: 'asc' } })).map((e) => e.action);

describe('adding a player', () => {
  test('takes the next free number, gets a 4-digit PIN stored hashed, and is audited', async () => {
    const t = await tournament();
    const first = await add(t, 'Rose Kaplan');
    const tenth = await add(t, 'Lily Chen', 10);
    const next = await add(t, 'Iris Gold');
    expect([first.number, tenth.number, next.number]).toEqual([1, 10, 11]);
    expect(first.pin).toMatch(/^\d{4}$/);
    const hash = await pinHashOf(first.id);
    expect(hash).not.toContain(first.pin);
    await expect(verifySecret(first.pin, hash)).resolves.toBe(true);
    expect(await actions(t)).toEqual(['tournament.create', 'player.add', 'player.add', 'player.add']);
  });

  test('a number already in use is refused on the number field, naming its holder', async () => {
    const t = await tournament();
    await add(t, 'Rose Kaplan', 7);
    const again = await addPlayer(db(), director, t, { name: 'Lily Chen', number: 7 }, random());
    expect(again).toMatchObject({ ok: false, reason: 'TAKEN', fieldErrors: { number: [expect.any(String)] } });
    expect(again.ok ? '' : again.message).toContain('Number 7 is already taken by Rose Kaplan');
    expect(again.ok ? [] : again.fieldErrors?.number).toEqual([again.ok ? '' : again.message]);
    expect(await db().player.count({ where: { tournamentId: t } })).toBe(1);
  });

  test('numbers are per tournament', async () => {
    const [a, b] = [await tournament('a-open'), await tournament('b-open')];
    await add(a, 'Rose Kaplan', 1);
    await expect(add(b, 'Lily Chen', 1)).resolves.toMatchObject({ number: 1 });
  });
});

describe('importing a CSV', () => {
  test('all or nothing: a bad line and a clash with an existing number are both reported with line numbers', async () => {
    const t = await tournament();
    await add(t, 'Rose Kaplan', 5);
    const csv = [
      'number,name,club,email',
      '1,Lily Chen,Boca Club,lily@example.com',
      '2,,Boca Club,',
      '5,Iris Gold,,',
    ].join('\n');
    const result = await importPlayers(db(), director, t, csv, random());
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : (result.details ?? []);
    expect(problems.map((p) => p.line)).toEqual(expect.arrayContaining([3, 4]));
    expect(problems.find((p) => p.line === 4)?.message).toBe('number 5 is already taken by Rose Kaplan');
    // The form lists them beside its CSV field, each with its line.
    expect(result).toMatchObject({
      reason: 'INVALID_INPUT',
      message: `Nothing was imported: ${problems.length} problems in the file. Correct them and import again.`,
      fieldErrors: { csv: problems.map((p) => `line ${p.line}: ${p.message}`) },
    });
    expect(result.ok ? [] : result.fieldErrors?.csv).toContain('line 4: number 5 is already taken by Rose Kaplan');
    expect(await db().player.count({ where: { tournamentId: t } })).toBe(1);
    expect(await actions(t)).not.toContain('players.import');
  });

  test('a good file creates every player with a distinct PIN, shown once and stored hashed', async () => {
    const t = await tournament();
    const csv =
      'number,name,club,email\n101,Lily Chen,Boca Club,lily@example.com\n102,Iris Gold,,\n103,Ann Lee,,\n104,Mae West,Sun Club,\n';
    const result = await importPlayers(db(), director, t, csv, random());
    if (!result.ok) throw new Error(JSON.stringify(result.details));
    expect(result.message).toBe('Imported 4 players.');
    expect(result.data.slips.map((b) => [b.number, b.name])).toEqual([
      [101, 'Lily Chen'],
      [102, 'Iris Gold'],
      [103, 'Ann Lee'],
      [104, 'Mae West'],
    ]);
    expect(new Set(result.data.slips.map((b) => b.pin)).size).toBe(4);
    const stored = await db().player.findMany({
      where: { tournamentId: t },
      orderBy: { number: 'asc' },
      omit: { pinHash: false },
    });
    expect(stored.map((p) => [p.club, p.email, p.status])).toEqual([
      ['Boca Club', 'lily@example.com', 'ACTIVE'],
      [null, null, 'ACTIVE'],
      [null, null, 'ACTIVE'],
      ['Sun Club', null, 'ACTIVE'],
    ]);
    for (const [i, player] of stored.entries()) {
      await expect(verifySecret(result.data.slips[i]?.pin ?? '', player.pinHash)).resolves.toBe(true);
    }
    expect(await actions(t)).toEqual(['tournament.create', 'players.import']);
  });

  // How fast is the bench's question, not a test's (docs/PERFORMANCE.md): a loaded machine must not fail it.
  test('2,000 players import in one go', { timeout: 120_000 }, async () => {
    const t = await tournament();
    const lines = Array.from({ length: 2000 }, (_, i) => `${i + 1},Player ${i + 1},Club ${i % 40},`);
    const result = await importPlayers(db(), director, t, lines.join('\n'), random());
    expect(result.ok).toBe(true);
    expect(await db().player.count({ where: { tournamentId: t } })).toBe(2000);
  });
});

describe('withdrawing', () => {
  test('a withdrawn player keeps past seats; withdrawing again is a conflict, not a crash', async () => {
    const t = await tournament();
    const rose = await add(t, 'Rose Kaplan');
    await round(t, 1, 'CLOSED', [rose.id]);
    await expect(withdrawPlayer(db(), director, t, rose.id)).resolves.toEqual({
      ok: true,
      data: { number: 1, name: 'Rose Kaplan', seatedIn: [] },
      message: '#1 Rose Kaplan is withdrawn.',
    });
    expect((await db().player.findUniqueOrThrow({ where: { id: rose.id } })).status).toBe('WITHDRAWN');
    expect(await db().seat.count({ where: { playerId: rose.id } })).toBe(1);
    const again = await withdrawPlayer(db(), director, t, rose.id);
    expect(again).toMatchObject({ ok: false, reason: 'CONFLICT' });
    expect(again.ok ? '' : again.message).toMatch(/already withdrawn/);
    expect(await actions(t)).toEqual(['tournament.create', 'player.add', 'player.withdraw']);
  });

  test('a player of another tournament is not found', async () => {
    const [a, b] = [await tournament('a-open'), await tournament('b-open')];
    const rose = await add(a, 'Rose Kaplan');
    await expect(withdrawPlayer(db(), director, b, rose.id)).resolves.toMatchObject({ ok: false, reason: 'NOT_FOUND' });
  });

  test('names the rounds not yet started where the player is still seated', async () => {
    const t = await tournament();
    const rose = await add(t, 'Rose Kaplan');
    await round(t, 1, 'CLOSED', [rose.id]);
    await round(t, 2, 'PUBLISHED', [rose.id]);
    await expect(withdrawPlayer(db(), director, t, rose.id)).resolves.toMatchObject({
      ok: true,
      data: { seatedIn: [2] },
      message:
        '#1 Rose Kaplan is withdrawn. They still have a seat in round 2: change that seating on the Rounds page.',
    });
  });
});

describe('substituting', () => {
  test('the old player is withdrawn and points to the new one, who is active with a PIN and takes unplayed seats', async () => {
    const t = await tournament();
    const rose = await add(t, 'Rose Kaplan');
    const closed = await round(t, 1, 'CLOSED', [rose.id]);
    const published = await round(t, 2, 'PUBLISHED', [rose.id]);
    const result = await substitutePlayer(
      db(),
      director,
      t,
      rose.id,
      { name: 'Lily Chen', club: 'Boca Club' },
      random(),
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.message).toBe('#2 Lily Chen substitutes from the next round.');
    const slip = result.data.slips[0];
    expect(slip).toMatchObject({ number: 2, name: 'Lily Chen', club: 'Boca Club' });
    const old = await db().player.findUniqueOrThrow({
      where: { id: rose.id },
      include: { substitute: { omit: { pinHash: false } } },
    });
    expect(old.status).toBe('WITHDRAWN');
    expect(old.substitute).toMatchObject({ number: 2, name: 'Lily Chen', status: 'ACTIVE' });
    await expect(verifySecret(slip?.pin ?? '', old.substitute?.pinHash ?? '')).resolves.toBe(true);
    // Round 1 was played by Rose; round 2 is not started yet, so Lily sits there.
    expect((await db().seat.findFirstOrThrow({ where: { roundId: closed.id } })).playerId).toBe(rose.id);
    expect((await db().seat.findFirstOrThrow({ where: { roundId: published.id } })).playerId).toBe(old.substitute?.id);
    expect((await db().round.findUniqueOrThrow({ where: { id: published.id } })).version).toBe(2);
    expect(await actions(t)).toEqual(['tournament.create', 'player.add', 'player.substitute']);
  });

  test('a player already replaced cannot be replaced again; a taken number is a field error', async () => {
    const t = await tournament();
    const rose = await add(t, 'Rose Kaplan');
    await add(t, 'Iris Gold', 9);
    await expect(
      substitutePlayer(db(), director, t, rose.id, { name: 'Lily Chen', number: 9 }, random()),
    ).resolves.toMatchObject({
      ok: false,
      reason: 'TAKEN',
      fieldErrors: { number: [expect.stringContaining('Number 9 is already taken by Iris Gold')] },
    });
    expect(await db().player.count({ where: { tournamentId: t } })).toBe(2);
    await substitutePlayer(db(), director, t, rose.id, { name: 'Lily Chen' }, random());
    const again = await substitutePlayer(db(), director, t, rose.id, { name: 'Ann Lee' }, random());
    expect(again).toMatchObject({ ok: false, reason: 'CONFLICT' });
    expect(again.ok ? '' : again.message).toContain('#10 Lily Chen');
    expect(await db().player.count({ where: { tournamentId: t } })).toBe(3);
  });
});

describe('while a round is in play', () => {
  test('withdrawals and substitutions are refused, and nothing changes', async () => {
    const t = await tournament();
    const rose = await add(t, 'Rose Kaplan');
    await round(t, 1, 'STARTED', [rose.id]);
    const withdrawn = await withdrawPlayer(db(), director, t, rose.id);
    expect(withdrawn).toMatchObject({ ok: false, reason: 'LOCKED' });
    expect(withdrawn.ok ? '' : withdrawn.message).toBe('Round 1 is in play: withdraw after time is called.');
    await expect(substitutePlayer(db(), director, t, rose.id, { name: 'Lily Chen' }, random())).resolves.toMatchObject({
      ok: false,
      reason: 'LOCKED',
    });
    const after = await db().player.findMany({ where: { tournamentId: t } });
    expect(after).toEqual([expect.objectContaining({ id: rose.id, status: 'ACTIVE', substituteId: null })]);
    expect(await actions(t)).toEqual(['tournament.create', 'player.add']);
  });

  test('once time is called, the player may withdraw', async () => {
    const t = await tournament();
    const rose = await add(t, 'Rose Kaplan');
    await round(t, 1, 'TIME_UP', [rose.id]);
    await expect(withdrawPlayer(db(), director, t, rose.id)).resolves.toMatchObject({ ok: true });
  });
});

describe('resetting a PIN', () => {
  test('the new PIN works, the old one does not, and the PIN is not in the audit log', async () => {
    const t = await tournament();
    const rose = await add(t, 'Rose Kaplan');
    const result = await resetPin(db(), director, t, rose.id, createRandom('another seed'));
    if (!result.ok) throw new Error(result.message);
    expect(result.message).toBe('New PIN for #1 Rose Kaplan; the old one no longer works.');
    const pin = result.data.slips[0]?.pin ?? '';
    expect(pin).not.toBe(rose.pin);
    const hash = await pinHashOf(rose.id);
    await expect(verifySecret(pin, hash)).resolves.toBe(true);
    await expect(verifySecret(rose.pin, hash)).resolves.toBe(false);
    const event = await db().auditEvent.findFirstOrThrow({ where: { tournamentId: t, action: 'player.resetPin' } });
    expect(event).toMatchObject({ entity: 'Player', entityId: rose.id, actorLabel: 'Test Director' });
    expect(JSON.stringify([event.before, event.after, event.reason])).not.toContain(pin);
  });
});

describe('new PIN slips for everyone', () => {
  test('every active player gets a new PIN at once, every old one stops working, audited without the PINs', async () => {
    const t = await tournament();
    const rose = await add(t, 'Rose Kaplan');
    const lily = await add(t, 'Lily Chen');
    const gone = await add(t, 'Iris Gone');
    await withdrawPlayer(db(), director, t, gone.id);
    const reissued = await reissueAllPins(db(), director, t, createRandom('new slips'));
    if (!reissued.ok) throw new Error(reissued.message);
    expect(reissued.message).toBe('2 new PINs: print the slips below; the old slips no longer work.');
    const { slips } = reissued.data;
    expect(slips.map((s) => [s.number, s.name])).toEqual([
      [rose.number, 'Rose Kaplan'],
      [lily.number, 'Lily Chen'],
    ]);
    for (const [player, slip] of [
      [rose, slips[0]],
      [lily, slips[1]],
    ] as const) {
      const hash = await pinHashOf(player.id);
      await expect(verifySecret(slip?.pin ?? '', hash)).resolves.toBe(true);
      if (slip?.pin !== player.pin) await expect(verifySecret(player.pin, hash)).resolves.toBe(false);
    }
    const event = await db().auditEvent.findFirstOrThrow({ where: { tournamentId: t, action: 'players.reissuePins' } });
    expect(event.after).toEqual({ players: 2 });
    expect(JSON.stringify([event.before, event.after])).not.toMatch(/\d{4}/);
  });
});
