import 'server-only';
import type { Db } from '@/lib/db/client';
import { failure, success, type ActionResult } from '@/lib/actions/result';
import { briefList } from '@/lib/util/brief-list';
import type { RoundStatus } from '@/lib/db/generated/client';
import { audit, type Actor } from '@/lib/audit/log';
import { recordUnfinishedGames } from './time-up';

/** drafted → published (players see it) → started (clock running) → time up → closed (every sheet accepted). */
export const ROUND_STEPS = {
  publish: { from: ['DRAFT'], to: 'PUBLISHED' },
  start: { from: ['PUBLISHED'], to: 'STARTED' },
  timeUp: { from: ['STARTED'], to: 'TIME_UP' },
  close: { from: ['STARTED', 'TIME_UP'], to: 'CLOSED' },
} as const satisfies Record<string, { from: readonly RoundStatus[]; to: RoundStatus }>;

export type RoundStep = keyof typeof ROUND_STEPS;

/** A round or table moved on: its round's status, and what calling time did. */
export type Stepped = {
  status: RoundStatus;
  /** The unfinished games recorded as incomplete (T13.4). */
  recordedGames: number;
  /** The tables whose clock (with their extra minutes) had not yet run out when time was called. */
  hadTime: number[];
};

const STEP_DONE: Record<RoundStep, string> = {
  publish: 'Published: players can see the seating.',
  start: 'Started: the clock is running.',
  timeUp: 'Time is up.',
  close: 'Round closed.',
};

/** `done`, then what calling time did, in words. */
function stepped(done: string, data: Stepped): ActionResult<Stepped> {
  const { recordedGames: games, hadTime } = data;
  const recorded = games ? ` ${games} unfinished game${games === 1 ? '' : 's'} recorded as incomplete (T13.4).` : '';
  const early = hadTime.length
    ? ` Table${hadTime.length === 1 ? '' : 's'} ${briefList(hadTime)} still had time on the clock.`
    : '';
  return success(data, `${done}${recorded}${early}`);
}

const endsAt = (startedAt: Date, minutes: number) => new Date(startedAt.getTime() + minutes * 60_000);

/** The tables still playing: open sheets with games not yet entered (one whose time was called has none left). */
export const tablesPlaying = <T extends { status: string; _count: { games: number } }>(
  tables: readonly T[],
  gamesPerRound: number,
) => tables.filter((t) => t.status === 'OPEN' && t._count.games < gamesPerRound);

/** The open tables whose clock, with their extra minutes, has not yet run out at `now`. */
export const tablesWithTime = (
  round: { startedAt: Date | null; durationMinutes: number },
  tables: readonly { table: number; status: string; extraMinutes: number }[],
  now: Date,
) =>
  round.startedAt
    ? tables
        .filter((t) => t.status === 'OPEN' && endsAt(round.startedAt!, round.durationMinutes + t.extraMinutes) > now)
        .map((t) => t.table)
    : [];

/**
 * Moves a round one step on, checking the version the Director saw. Time called is time up, now (T13.4): every game
 * not yet entered at every open table is recorded as incomplete, whatever the app's clock says; the tables that still
 * had time on it are reported.
 */
export async function advanceRound(
  db: Db,
  actor: Actor,
  roundId: string,
  version: number,
  step: RoundStep,
  now: Date,
): Promise<ActionResult<Stepped>> {
  return db.$transaction(
    async (tx): Promise<ActionResult<Stepped>> => {
      const round = await tx.round.findUnique({
        where: { id: roundId },
        include: {
          tournament: { select: { id: true, gamesPerRound: true, ruleset: true } },
          tables: {
            include: { games: { select: { number: true } }, _count: { select: { games: true } } },
            orderBy: { table: 'asc' },
          },
        },
      });
      if (!round) return failure('NOT_FOUND', 'There is no such round.');
      if (round.version !== version) return failure('CONFLICT', 'This round was changed meanwhile: reload the page.');
      const { from, to } = ROUND_STEPS[step];
      if (!(from as readonly RoundStatus[]).includes(round.status)) {
        return failure(
          'LOCKED',
          `Round ${round.number} is ${round.status.toLowerCase().replace('_', ' ')}: it cannot ${step === 'timeUp' ? 'be called time up' : step} now.`,
        );
      }
      if (step === 'publish' && round.tables.length === 0) return failure('CONFLICT', 'This round has no seating yet.');
      if (step === 'publish') {
        const gone = await tx.seat.findMany({
          where: { roundId, player: { status: { not: 'ACTIVE' } } },
          select: { player: { select: { number: true, name: true } } },
        });
        if (gone.length > 0) {
          const names = briefList(gone.map((s) => `#${s.player.number} ${s.player.name}`));
          return failure('CONFLICT', `No longer playing but seated: ${names}. Seat the round again before publishing.`);
        }
      }
      if (step === 'close') {
        const open = round.tables.filter((t) => t.status !== 'ACCEPTED').map((t) => t.table);
        if (open.length > 0) return failure('CONFLICT', notAccepted(open));
      }
      let recordedGames = 0;
      let hadTime: number[] = [];
      if (step === 'timeUp') {
        const open = round.tables.filter((t) => t.status === 'OPEN');
        hadTime = tablesWithTime(round, tablesPlaying(open, round.tournament.gamesPerRound), now);
        recordedGames = await recordUnfinishedGames(tx, actor, round.id, open, round.tournament);
      }
      const stamp =
        step === 'publish'
          ? { publishedAt: now }
          : step === 'start'
            ? { startedAt: now }
            : step === 'close'
              ? { closedAt: now }
              : {};
      await tx.round.update({ where: { id: roundId }, data: { status: to, ...stamp, version: { increment: 1 } } });
      await audit(tx, actor, {
        tournamentId: round.tournamentId,
        action: `round.${step}`,
        entity: 'Round',
        entityId: roundId,
        before: { status: round.status },
        after: { status: to, recordedGames, hadTime },
      });
      return stepped(STEP_DONE[step], { status: to, recordedGames, hadTime });
    },
    { timeout: 60_000 },
  );
}

/** Time called at one table, whatever its clock says: its unfinished games are recorded as incomplete (T13.4). */
export async function tableTimeUp(db: Db, actor: Actor, roundTableId: string): Promise<ActionResult<Stepped>> {
  return db.$transaction(async (tx): Promise<ActionResult<Stepped>> => {
    const table = await tx.roundTable.findUnique({
      where: { id: roundTableId },
      include: {
        games: { select: { number: true } },
        round: { include: { tournament: { select: { id: true, gamesPerRound: true, ruleset: true } } } },
      },
    });
    if (!table) return failure('NOT_FOUND', 'There is no such table.');
    if ((table.round.status !== 'STARTED' && table.round.status !== 'TIME_UP') || table.status !== 'OPEN')
      return failure('LOCKED', 'Time can be called only at an open table of a round that has started.');
    const recordedGames = await recordUnfinishedGames(tx, actor, table.roundId, [table], table.round.tournament);
    await audit(tx, actor, {
      tournamentId: table.round.tournamentId,
      action: 'table.timeUp',
      entity: 'RoundTable',
      entityId: table.id,
      after: { table: table.table, recordedGames },
    });
    return stepped('Time is up at this table.', { status: table.round.status, recordedGames, hadTime: [] });
  });
}

/** Extra minutes the Director grants one table of a running round, shown beside the round clock. */
export async function grantExtraMinutes(
  db: Db,
  actor: Actor,
  roundTableId: string,
  minutes: number,
): Promise<ActionResult<Stepped>> {
  return db.$transaction(async (tx): Promise<ActionResult<Stepped>> => {
    const table = await tx.roundTable.findUnique({ where: { id: roundTableId }, include: { round: true } });
    if (!table) return failure('NOT_FOUND', 'There is no such table.');
    if (table.round.status !== 'STARTED' && table.round.status !== 'TIME_UP')
      return failure('LOCKED', 'Extra time is for a round that has started.');
    await tx.roundTable.update({ where: { id: table.id }, data: { extraMinutes: table.extraMinutes + minutes } });
    await audit(tx, actor, {
      tournamentId: table.round.tournamentId,
      action: 'table.extraMinutes',
      entity: 'RoundTable',
      entityId: table.id,
      before: { extraMinutes: table.extraMinutes },
      after: { extraMinutes: table.extraMinutes + minutes },
    });
    const data = { status: table.round.status, recordedGames: 0, hadTime: [] };
    return stepped(`${minutes} extra minutes granted.`, data);
  });
}

/** Why a round cannot close, short enough to read with 500 tables open: the count, a few tables, where to look. */
function notAccepted(tables: readonly number[]): string {
  const what = tables.length === 1 ? '1 sheet not yet accepted' : `${tables.length} sheets not yet accepted`;
  return `${what} (table ${briefList(tables)}): open the round's results to finish them, then close.`;
}
