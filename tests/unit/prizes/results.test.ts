import { expect, test } from 'vitest';
import { resultLines, resultsCsv } from '@/lib/prizes/results';
import { row } from './helpers';

test('tied players get the same placement, written the same; a disqualified player none', () => {
  const rows = [row(1, 1, [90], 2), row(2, 2, [70], 1), row(3, 2, [70], 1), row(4, null, [99], 3)];
  const details = new Map([['p2', { club: 'Mahj Club', city: 'Boca Raton', region: 'FL' }]]);
  const lines = resultLines(rows, details);
  expect(lines.map((l) => [l.placement, l.tied])).toEqual([
    [1, false],
    [2, true],
    [2, true],
    [null, false],
  ]);
  expect(resultsCsv(lines).split('\r\n')).toEqual([
    '\uFEFFplacement,tied,name,city,state,club,total,games played,mah jonggs,best game,status',
    '1,no,Player 1,,,,90,1,2,,active',
    '2,yes,Player 2,Boca Raton,FL,Mahj Club,70,1,1,,active',
    '2,yes,Player 3,,,,70,1,1,,active',
    ',no,Player 4,,,,99,1,3,,disqualified',
    '',
  ]);
});
