import 'server-only';
import type { Db } from '@/lib/db/client';
import { namedSeats, type IncidentKind, type Seat } from '@/lib/rules';
import { callLogRows, type LoggedCall } from './call-rows';
import { incidentSummary } from './stored';

/** Which incidents to list; `player` is the player's badge number. */
export type IncidentLogFilter = { round?: number; table?: number; kind?: IncidentKind; player?: number };

export type InvolvedPlayer = { letter: Seat; number: number; name: string };

/** One incident of the tournament's log, as the staff page and the CSV export show it. */
export type IncidentLogRow = {
  id: string;
  createdAt: Date;
  ruledAt: Date | null;
  /** An incident's; a call that led to no incident (lib/calls) is CALLED while open, else NO_RULING or WITHDRAWN. */
  status: 'OPEN' | 'RULED' | 'CALLED' | 'NO_RULING' | 'WITHDRAWN';
  round: number | null;
  table: number | null;
  game: number | null;
  kind: string;
  title: string;
  /** The players seated at the seats the incident names, in seat order. */
  players: InvolvedPlayer[];
  /** The ruling's words (for an override, the Director's reason); while open, the proposal's. */
  ruling: string;
  decision: 'confirm' | 'override' | null;
  /** The tournament rules the proposal rests on. */
  rules: string[];
  reporter: string | null;
  director: string | null;
  sheetPath: string | null;
  /** The call from the table the incident answered, with its times. */
  call: LoggedCall | null;
};

type Player = { number: number; name: string };
type Known = { slug: string; seated: Map<string, Player>; names: Map<string, string> };

const seatKey = (roundId: string, table: number, letter: string) => `${roundId}/${table}/${letter}`;

/**
 * The tournament's incidents, and the calls to the Director that led to none, newest first, narrowed by the filter.
 * Filtered by player, an incident is listed when it names the seat that player sat at, at that round's table.
 */
export async function incidentLog(db: Db, tournamentId: string, filter: IncidentLogFilter): Promise<IncidentLogRow[]> {
  const tournament = await db.tournament.findUnique({ where: { id: tournamentId }, select: { slug: true } });
  if (!tournament) return [];
  const sat = filter.player === undefined ? null : await tablesOf(db, tournamentId, filter.player);
  if (sat?.length === 0) return [];
  const incidents = await findIncidents(db, tournamentId, filter, sat);
  const [seated, names] = await Promise.all([seatingOf(db, incidents), staffNames(db, incidents)]);
  const rows = incidents.map((incident) => toRow(incident, { slug: tournament.slug, seated, names }));
  const calls = await callLogRows(db, tournamentId, tournament.slug, filter);
  const listed =
    filter.player === undefined ? rows : rows.filter((r) => r.players.some((p) => p.number === filter.player));
  return [...listed, ...calls].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** The tables, round by round, the player with this badge number sat at. */
const tablesOf = (db: Db, tournamentId: string, number: number) =>
  db.seat.findMany({ where: { player: { tournamentId, number } }, select: { roundId: true, table: true } });

type Table = { roundId: string; table: number };

function incidentWhere(tournamentId: string, filter: IncidentLogFilter, sat: Table[] | null) {
  const roundTable = {
    ...(filter.round !== undefined && { round: { number: filter.round } }),
    ...(filter.table !== undefined && { table: filter.table }),
    ...(sat && { OR: sat }),
  };
  return {
    tournamentId,
    ...(filter.kind !== undefined && { kind: filter.kind }),
    ...(Object.keys(roundTable).length > 0 && { roundTable }),
  };
}

const findIncidents = (db: Db, tournamentId: string, filter: IncidentLogFilter, sat: Table[] | null) =>
  db.incident.findMany({
    where: incidentWhere(tournamentId, filter, sat),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: {
      id: true,
      createdAt: true,
      ruledAt: true,
      status: true,
      gameNumber: true,
      kind: true,
      facts: true,
      proposal: true,
      ruling: true,
      createdById: true,
      ruledById: true,
      roundTable: { select: { roundId: true, table: true, round: { select: { number: true } } } },
      call: { select: { calledAt: true, takenAt: true, closedAt: true } },
    },
  });

type Found = Awaited<ReturnType<typeof findIncidents>>[number];

/** Who sat where in the rounds of these incidents. */
async function seatingOf(db: Db, incidents: Found[]): Promise<Map<string, Player>> {
  const roundIds = [...new Set(incidents.flatMap((i) => (i.roundTable ? [i.roundTable.roundId] : [])))];
  const seats = await db.seat.findMany({
    where: { roundId: { in: roundIds } },
    select: { roundId: true, table: true, letter: true, player: { select: { number: true, name: true } } },
  });
  return new Map(seats.map((s) => [seatKey(s.roundId, s.table, s.letter), s.player]));
}

/** The names of the staff who reported and ruled these incidents. */
async function staffNames(db: Db, incidents: Found[]): Promise<Map<string, string>> {
  const ids = [...new Set(incidents.flatMap((i) => [i.createdById, i.ruledById]))].filter((id): id is string => !!id);
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  return new Map(users.map((u) => [u.id, u.name]));
}

function involved(incident: Found, table: Table, seated: Known['seated']): InvolvedPlayer[] {
  const { effects, proposedEffects } = incidentSummary(incident);
  return namedSeats(incident.facts as Record<string, unknown>, [...effects, ...proposedEffects]).flatMap((letter) => {
    const player = seated.get(seatKey(table.roundId, table.table, letter));
    return player ? [{ letter, ...player }] : [];
  });
}

function toRow(incident: Found, known: Known): IncidentLogRow {
  const { roundTable: at, createdById, ruledById } = incident;
  const summary = incidentSummary(incident);
  return {
    id: incident.id,
    createdAt: incident.createdAt,
    ruledAt: incident.ruledAt,
    status: incident.status,
    round: at?.round.number ?? null,
    table: at?.table ?? null,
    game: incident.gameNumber,
    kind: incident.kind,
    title: summary.title,
    players: at ? involved(incident, at, known.seated) : [],
    ruling: summary.words,
    decision: summary.decision,
    rules: summary.rules,
    reporter: known.names.get(createdById) ?? null,
    director: ruledById ? (known.names.get(ruledById) ?? null) : null,
    sheetPath: at ? `/t/${known.slug}/scores/${at.round.number}/${at.table}` : null,
    call: incident.call,
  };
}
