import { describe, expect, test } from 'vitest';
import { standingsJson, standingsRowsOf } from '@/lib/standings/json';
import type { PublicStandings } from '@/lib/standings/queries';
import { standingsRow } from '../../support/standings-row';

const row = standingsRow({ player: { id: 'cm0secretid', number: 7, name: 'Lee, Ann' } });

const view = (state: PublicStandings['state']): PublicStandings => ({
  tournament: { id: 't1', slug: 'open', name: 'Open' },
  state,
  released: state !== 'PENDING',
  standings:
    state === 'PENDING' ? null : { afterRound: 2, inProgress: null, rounds: [1, 2], rows: [row], settled: { 7: 1 } },
  basis: 'b',
});

describe('the public standings JSON', () => {
  test('names each player by badge number and name, without the database id', () => {
    const json = standingsJson(view('LIVE'));
    expect(json).toMatchObject({ tournament: { slug: 'open', name: 'Open' }, afterRound: 2, released: true });
    expect(json.rows).toEqual([
      {
        rank: 1,
        player: { number: 7, name: 'Lee, Ann' },
        total: 40,
        rounds: [30, 10],
        games: 8,
        mahjongs: 2,
        bestGame: 30,
        status: 'active',
      },
    ]);
    expect(JSON.stringify(json)).not.toContain('cm0secretid');
  });

  test('held back: no rows; frozen: final', () => {
    expect(standingsJson(view('PENDING'))).toMatchObject({ released: false, rows: [], roundNumbers: [] });
    expect(standingsJson(view('FROZEN'))).toMatchObject({ final: true });
  });

  test('read back on a phone, its rows are the rows shown, player by number and name', () => {
    const withdrawn = standingsRow({ rank: null, status: 'WITHDRAWN', player: { id: 'x', number: 9, name: 'Ng, Bo' } });
    const both = { ...view('LIVE'), standings: { ...view('LIVE').standings!, rows: [row, withdrawn] } };
    const { player, ...rest } = row;
    expect(standingsRowsOf(JSON.parse(JSON.stringify(standingsJson(both))))).toEqual({
      rounds: [1, 2],
      rows: [
        { ...rest, player: { number: player.number, name: player.name } },
        { ...withdrawn, player: { number: 9, name: 'Ng, Bo' } },
      ],
    });
  });
});
