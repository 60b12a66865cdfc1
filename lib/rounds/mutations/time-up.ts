import 'server-only';
import type { Tx } from '@/lib/db/client';
import { auditMany, type Actor, type AuditEntry } from '@/lib/audit/log';
import { eastOf, rulesetSchema, scoreGame, validateGame, type GameRecord, type Seat } from '@/lib/rules/index';
import { bumpSheet } from '@/lib/sheets/mutations/locked-sheet';
import { toJson } from '@/lib/util/json';

type OpenTable = { id: string; table: number; games: { number: number }[] };

function incompleteRecord(seats: Seat[], number: number): GameRecord {
  const checked = validateGame({ seats, east: eastOf(seats, number), outcome: 'incomplete' });
  if (!checked.ok) throw new Error(`Cannot record an incomplete game for seats ${seats.join('')}`);
  return checked.game;
}

/**
 * Records every game not yet entered at these tables as `incomplete` (T13.4): nobody scores, and the scorekeeper can
 * still add the dead hands and Charleston peeks of the game that was under way while the sheet is open.
 * Each game is audited as recorded by `actor`, the one who called time. Returns how many games were recorded.
 */
export async function recordUnfinishedGames(
  tx: Tx,
  actor: Actor,
  roundId: string,
  tables: readonly OpenTable[],
  tournament: { id: string; gamesPerRound: number; ruleset: unknown },
): Promise<number> {
  const { gamesPerRound } = tournament;
  const ruleset = rulesetSchema.parse(tournament.ruleset);
  const seats = await tx.seat.findMany({ where: { roundId, table: { in: tables.map((t) => t.table) } } });
  const events: AuditEntry[] = [];
  for (const table of tables) {
    const seated = seats.filter((s) => s.table === table.table).sort((a, b) => a.letter.localeCompare(b.letter));
    const letters = seated.map((s) => s.letter as Seat);
    const entered = new Set(table.games.map((g) => g.number));
    if (entered.size < gamesPerRound) await bumpSheet(tx, table.id);
    for (let number = 1; number <= gamesPerRound; number++) {
      if (entered.has(number)) continue;
      const record = incompleteRecord(letters, number);
      const { scores, lines } = scoreGame(record, ruleset);
      const game = await tx.game.create({
        data: {
          roundTableId: table.id,
          number,
          record: toJson(record),
          lines: toJson(lines),
          scores: {
            create: seated.map((s) => ({
              letter: s.letter,
              playerId: s.playerId,
              computedPoints: scores[s.letter as Seat] ?? 0,
              points: scores[s.letter as Seat] ?? 0,
            })),
          },
        },
      });
      events.push({
        tournamentId: tournament.id,
        action: 'game.record',
        entity: 'Game',
        entityId: game.id,
        after: { record, lines, scores },
        reason: 'Time was up before the game ended (T13.4).',
      });
    }
  }
  await auditMany(
    tx,
    events.map((entry) => ({ actor, entry })),
  );
  return events.length;
}
