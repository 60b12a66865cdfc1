import { expect, test } from 'vitest';
import { standingsCsv } from '@/lib/standings/csv';
import type { StandingsRow } from '@/lib/rules';
import { standingsRow } from '../../support/standings-row';

test('the standings CSV: a column per round, an unplayed round empty, names quoted as needed', () => {
  const rows: StandingsRow[] = [
    standingsRow({ player: { id: 'a', number: 7, name: 'Lee, Ann' } }),
    {
      rank: null,
      player: { id: 'b', number: 9, name: '=cmd' },
      total: -10,
      rounds: [-10, null],
      games: 4,
      mahjongs: 0,
      bestGame: -10,
      status: 'DISQUALIFIED',
    },
  ];
  expect(standingsCsv([1, 2], rows).split('\r\n')).toEqual([
    '\uFEFFrank,number,name,status,round 1,round 2,games,mah jonggs,best game,total',
    '1,7,"Lee, Ann",active,30,10,8,2,30,40',
    ",9,'=cmd,disqualified,-10,,4,0,-10,-10",
    '',
  ]);
});
