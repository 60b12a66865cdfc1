import { describe, expect, test } from 'vitest';
import { chainOf, eventHash, findBreak, GENESIS, type ChainedFields, type StoredEvent } from '@/lib/audit/chain';

const FIELDS: ChainedFields = {
  tournamentId: 't1',
  actorId: 'u1',
  actorLabel: 'Director',
  action: 'players.add',
  entity: 'Tournament',
  entityId: 't1',
  before: null,
  after: [{ number: 1, name: 'Ada' }],
  reason: null,
  at: new Date('2026-11-21T09:00:00.123Z'),
};

/** Events numbered from `firstId`, linked into their chains as the log writes them. */
function chained(list: readonly Partial<ChainedFields>[], firstId = 1): StoredEvent[] {
  const last = new Map<string, string>();
  return list.map((change, i) => {
    const fields = { ...FIELDS, ...change };
    const prevHash = last.get(chainOf(fields.tournamentId)) ?? GENESIS;
    const hash = eventHash(prevHash, fields);
    last.set(chainOf(fields.tournamentId), hash);
    return { ...fields, id: BigInt(firstId + i), prevHash, hash };
  });
}

const five = () => chained([{}, { tournamentId: 't2' }, { action: 'b' }, { tournamentId: null }, { action: 'c' }]);

describe('eventHash', () => {
  test('the same fields give the same hash, whatever their key order and whatever else the event carries', () => {
    const reordered = Object.fromEntries(Object.entries(FIELDS).reverse()) as ChainedFields;
    expect(eventHash(GENESIS, reordered)).toBe(eventHash(GENESIS, FIELDS));
    expect(eventHash(GENESIS, { ...FIELDS, id: 7n, hash: 'x' } as ChainedFields)).toBe(eventHash(GENESIS, FIELDS));
    expect(eventHash(GENESIS, { ...FIELDS, after: [{ name: 'Ada', number: 1 }] })).toBe(eventHash(GENESIS, FIELDS));
    expect(eventHash(GENESIS, FIELDS)).toMatch(/^[0-9a-f]{64}$/);
  });

  test('undefined and null before/after hash alike, as the database stores both as NULL', () => {
    expect(eventHash(GENESIS, { ...FIELDS, before: undefined })).toBe(eventHash(GENESIS, FIELDS));
  });

  test.each<[string, Partial<ChainedFields>]>([
    ['tournamentId', { tournamentId: null }],
    ['actorId', { actorId: null }],
    ['actorLabel', { actorLabel: 'Scorekeeper' }],
    ['action', { action: 'players.import' }],
    ['entity', { entity: 'Player' }],
    ['entityId', { entityId: 't2' }],
    ['before', { before: { name: 'Ada' } }],
    ['after', { after: [{ number: 1, name: 'Eve' }] }],
    ['reason', { reason: 'typo' }],
    ['at', { at: new Date('2026-11-21T09:00:00.124Z') }],
  ])('changing %s changes the hash', (_field, change) => {
    expect(eventHash(GENESIS, { ...FIELDS, ...change })).not.toBe(eventHash(GENESIS, FIELDS));
  });

  test('the previous hash is part of it', () => {
    expect(eventHash('1'.repeat(64), FIELDS)).not.toBe(eventHash(GENESIS, FIELDS));
  });
});

describe('findBreak', () => {
  test('an intact log of interleaved chains has no break, and the state holds each chain’s last hash', () => {
    const events = five();
    const state = new Map<string, string>();
    expect(findBreak(events, state)).toBeNull();
    expect(state).toEqual(
      new Map([
        ['t1', events[4]!.hash],
        ['t2', events[1]!.hash],
        ['-', events[3]!.hash],
      ]),
    );
  });

  test('the state carries chains from one batch to the next', () => {
    const events = five();
    const state = new Map<string, string>();
    expect(findBreak(events.slice(0, 2), state)).toBeNull();
    expect(findBreak(events.slice(2), state)).toBeNull();
    expect(findBreak(events.slice(2), new Map())).toMatchObject({ id: 3n, chain: 't1' });
  });

  test('a changed event is named', () => {
    const events = five();
    events[2] = { ...events[2]!, after: { forged: true } };
    expect(findBreak(events, new Map())).toEqual({ id: 3n, chain: 't1', problem: expect.stringMatching(/changed/) });
  });

  test('a missing middle event is named by the next event of its chain, not the next id', () => {
    const events = five().filter((e) => e.id !== 3n);
    expect(findBreak(events, new Map())).toEqual({ id: 5n, chain: 't1', problem: expect.stringMatching(/missing/) });
  });

  test('a missing first event is named by the one that follows it', () => {
    const events = five().slice(1);
    expect(findBreak(events, new Map())).toEqual({ id: 3n, chain: 't1', problem: expect.stringMatching(/start/) });
  });

  test('a reordered pair is named at the first of them', () => {
    const events = chained([{}, { action: 'b' }, { action: 'c' }, { action: 'd' }]);
    const swapped = [events[0]!, { ...events[2]!, id: 2n }, { ...events[1]!, id: 3n }, events[3]!];
    expect(findBreak(swapped, new Map())).toEqual({ id: 2n, chain: 't1', problem: expect.stringMatching(/reordered/) });
  });

  test('a forged hash over changed content is caught by the next event’s link', () => {
    const events = chained([{}, { action: 'b' }, { action: 'c' }]);
    const forged = { ...events[1]!, after: { forged: true } };
    events[1] = { ...forged, hash: eventHash(forged.prevHash, forged) };
    expect(findBreak(events, new Map())).toMatchObject({ id: 3n, chain: 't1' });
  });

  test('an event written before the chain existed is named as such', () => {
    const events = chained([{}]).map((e) => ({ ...e, prevHash: '', hash: '' }));
    expect(findBreak(events, new Map())).toEqual({ id: 1n, chain: 't1', problem: expect.stringMatching(/before/) });
  });
});
