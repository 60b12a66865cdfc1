import { SEATS, tableCountOf, type Seating, type SeatingProblem } from './types';

/**
 * What makes a seating unplayable: tables not numbered 1..T, a seat letter missing or doubled, a player seated
 * twice, a table without 3 or 4 players, or more than three 3-player tables.
 */
export function checkSeating(seating: Seating): SeatingProblem[] {
  const problems: SeatingProblem[] = [];
  const tableCount = tableCountOf(seating);
  const players = Array.from({ length: tableCount + 1 }, () => 0);
  const seatsTaken = new Set<string>();
  const seen = new Set<string>();
  for (const { table, seat, playerId } of seating) {
    if (!Number.isInteger(table) || table < 1) {
      problems.push({ code: 'BAD_TABLE', table, message: `Table ${table} is not a table number.` });
      continue;
    }
    const key = `${table}${seat}`;
    if (seatsTaken.has(key)) {
      problems.push({ code: 'SEAT_TAKEN', table, seat, message: `Seat ${seat} of table ${table} is listed twice.` });
    }
    seatsTaken.add(key);
    if (playerId === null) continue;
    if (seen.has(playerId)) {
      problems.push({ code: 'DUPLICATE_PLAYER', playerId, message: `Player ${playerId} is seated twice.` });
    }
    seen.add(playerId);
    players[table] = (players[table] ?? 0) + 1;
  }
  for (let table = 1; table <= tableCount; table++) {
    for (const seat of SEATS) {
      if (!seatsTaken.has(`${table}${seat}`)) {
        problems.push({ code: 'BAD_SEAT', table, seat, message: `Seat ${seat} of table ${table} is missing.` });
      }
    }
  }
  return [...problems, ...tableSizeProblems(players.slice(1))];
}

/** `playersPerTable[i]` is the number of players at table i + 1. */
function tableSizeProblems(playersPerTable: readonly number[]): SeatingProblem[] {
  const problems: SeatingProblem[] = [];
  let threePlayerTables = 0;
  playersPerTable.forEach((count, index) => {
    const table = index + 1;
    if (count === 3) threePlayerTables++;
    if (count < 3 || count > 4) {
      problems.push({ code: 'TABLE_SIZE', table, message: `Table ${table} has ${count} players; it needs 3 or 4.` });
    }
  });
  if (threePlayerTables > 3) {
    problems.push({
      code: 'TOO_MANY_THREE_PLAYER_TABLES',
      message: `${threePlayerTables} tables have 3 players; at most 3 may.`,
    });
  }
  return problems;
}
