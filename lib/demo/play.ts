// Plays a started demo round to the end in bulk: every table's games, scores and verified cards, handed in and
// accepted by the demo scorekeeper, with the audit events the app itself would have written, in one transaction.
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Tx } from '@/lib/db/client';
import { auditMany, type Actor, type AuditEntry } from '@/lib/audit/log';
import { createRandom } from '@/lib/random';
import { rulesetSchema, type Seat } from '@/lib/rules';
import { playSheet, type PlayedTable, type SeatedPlayer, type TableToPlay } from './played-sheet';
import { writePlayedSheets } from './played-rows';

/** The demo scorekeeper, who enters, verifies (copying initials), hands in and accepts every sheet. */
export type Scorekeeper = Actor & { userId: string };

const SEAT_NAMES: Record<Seat, string> = { A: 'A (East)', B: 'B (North)', C: 'C (West)', D: 'D (South)' };
/** Audit events per `auditMany` call: its insert is fastest at about this size. */
const AUDIT_BATCH = 2000;

/** Fresh, unique row ids (cuid-like): the games need theirs before they are inserted. */
function idMaker(): () => string {
  const prefix = `c${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
  let count = 0;
  return () => `${prefix}${(count++).toString(36).padStart(5, '0')}`;
}

async function roundToPlay(tx: Tx, roundId: string) {
  // One query at a time: nested reads make Prisma run queries side by side on the transaction's one connection.
  const round = await tx.round.findUniqueOrThrow({ where: { id: roundId } });
  if (!round.startedAt) throw new Error(`Round ${round.number} has not started: it cannot be played.`);
  const tournament = await tx.tournament.findUniqueOrThrow({ where: { id: round.tournamentId } });
  const sheets = await tx.roundTable.findMany({ where: { roundId }, orderBy: { table: 'asc' } });
  const seats = await tx.seat.findMany({ where: { roundId }, select: { table: true, letter: true, playerId: true } });
  const players = await tx.player.findMany({
    where: { tournamentId: round.tournamentId },
    select: { id: true, name: true },
  });
  const playerById = new Map(players.map((p) => [p.id, p]));
  const byTable = new Map<number, Map<Seat, SeatedPlayer>>();
  for (const seat of seats) {
    const table = byTable.get(seat.table) ?? new Map<Seat, SeatedPlayer>();
    table.set(seat.letter as Seat, playerById.get(seat.playerId) as SeatedPlayer);
    byTable.set(seat.table, table);
  }
  const tables = sheets.map(({ id, table }): TableToPlay => ({ id, table, players: byTable.get(table) ?? new Map() }));
  const { gamesPerRound } = tournament;
  return {
    ...round,
    startedAt: round.startedAt,
    ruleset: rulesetSchema.parse(tournament.ruleset),
    gamesPerRound,
    tables,
  };
}

/**
 * Plays every table of a started round (the same games for the same seed), verifies every card by the right seat,
 * hands in and accepts every sheet `durationMinutes` after the start. The round can then be closed.
 */
export async function playRound(tx: Tx, scorekeeper: Scorekeeper, roundId: string, seed: string): Promise<void> {
  const round = await roundToPlay(tx, roundId);
  const newId = idMaker();
  const played: PlayedTable[] = round.tables.map((table) => {
    const random = createRandom(`${seed}/round ${round.number}/table ${table.table}`);
    const sheet = playSheet(table, round, round.ruleset, random);
    return { table, sheet, gameIds: sheet.games.map(() => newId()) };
  });
  const times = { start: round.startedAt, minutes: round.durationMinutes, gamesPerRound: round.gamesPerRound };
  await writePlayedSheets(tx, scorekeeper.userId, played, times, newId);
  const entries = played.flatMap((p) => auditEntries(round.tournamentId, p));
  for (let i = 0; i < entries.length; i += AUDIT_BATCH) {
    await auditMany(
      tx,
      entries.slice(i, i + AUDIT_BATCH).map((entry) => ({ actor: scorekeeper, entry })),
    );
  }
}

/** The events the app writes for entering each game, verifying each card, handing in and accepting the sheet. */
function auditEntries(tournamentId: string, { table, sheet, gameIds }: PlayedTable): AuditEntry[] {
  const onSheet = { tournamentId, entity: 'RoundTable', entityId: table.id };
  return [
    ...sheet.games.map((game, i) => ({
      tournamentId,
      action: 'game.record',
      entity: 'Game',
      entityId: gameIds[i] as string,
      after: { record: game.record, lines: game.lines, scores: game.scores },
    })),
    ...sheet.cards.map((card) => ({
      ...onSheet,
      action: 'card.verify',
      after: {
        card: card.card,
        verifiedBy: `${SEAT_NAMES[card.verifiedBy]} ${card.verifier.name}`,
        initials: card.initials,
        method: 'INITIALS',
      },
    })),
    {
      ...onSheet,
      action: 'sheet.submit',
      before: { status: 'OPEN' },
      after: { status: 'SUBMITTED', collector: sheet.collector.letter },
    },
    {
      ...onSheet,
      action: 'sheet.accept',
      before: { status: 'SUBMITTED' },
      after: { status: 'ACCEPTED', digest: sheet.digest },
    },
  ];
}
