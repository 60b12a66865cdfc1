import type { StandingsRow } from '@/lib/rules';

/** A standings row for tests of what is made from the standings: an active player with two rounds played. */
export const standingsRow = (row: Partial<StandingsRow> & Pick<StandingsRow, 'player'>): StandingsRow => ({
  rank: 1,
  total: 40,
  rounds: [30, 10],
  games: 8,
  mahjongs: 2,
  bestGame: 30,
  status: 'ACTIVE',
  ...row,
});
