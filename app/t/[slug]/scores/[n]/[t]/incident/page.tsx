import type { Metadata } from 'next';
import StaffLink from '@/app/_components/staff-link';
import { notFound } from 'next/navigation';
import { requireTournamentRole } from '@/lib/auth/require';
import { db } from '@/lib/db/client';
import { callToAnswer } from '@/lib/calls/queries';
import { seatComplaints } from '@/lib/incidents/queries';
import { eastOf, INCIDENT_KINDS, type IncidentKind, type Seat } from '@/lib/rules';
import { tableSheet } from '@/lib/sheets/queries';
import { tableParams } from '@/lib/sheets/route-params';
import { IncidentRecorder } from './_components/incident-recorder';

type Props = {
  params: Promise<{ slug: string; n: string; t: string }>;
  searchParams: Promise<{ game?: string; call?: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { n, t } = await params;
  return { title: `Incident: round ${n}, table ${t}` };
}

/** The Director, called to a table, records an incident and rules on it (T27). */
export default async function IncidentPage({ params, searchParams }: Props) {
  const { slug, n, t } = await params;
  const where = tableParams({ n, t });
  if (!where) notFound();
  const sheetPath = `/t/${slug}/scores/${n}/${t}`;
  const { tournament } = await requireTournamentRole(slug, 'DIRECTOR', `${sheetPath}/incident`);
  const sheet = await tableSheet(db(), slug, where.round, where.table, true);
  if (!sheet) notFound();
  const seats = sheet.seats.map((s) => ({ letter: s.letter as Seat, name: s.player.name }));
  const games = Array.from({ length: sheet.tournament.gamesPerRound }, (_, i) => {
    const record = sheet.games.find((g) => g.number === i + 1)?.record ?? null;
    return { number: i + 1, east: record?.east ?? eastOf(sheet.seated, i + 1), record };
  });
  const query = await searchParams;
  const asked = Number(query.game);
  // Opened from the Directors' queue: the call this incident answers, closed by it when it is recorded.
  const call = typeof query.call === 'string' ? await callToAnswer(db(), query.call, sheet.id) : null;
  const calledKind = INCIDENT_KINDS.find((kind) => kind === call?.kind);
  const inPlay = games.find((g) => g.record === null)?.number ?? games.length;
  const initialGame = games.some((g) => g.number === asked) ? asked : inPlay;
  return (
    <>
      <p className="no-print">
        <StaffLink href={sheetPath}>
          ← Round {where.round}, table {where.table} sheet
        </StaffLink>
      </p>
      <h1>
        Incident at table {where.table}, round {where.round}
      </h1>
      {call && (
        <p className="notice">
          Answering the call of table {where.table}
          {call.seat && `, seat ${call.seat}`}, at {call.calledAt.toISOString().slice(11, 16)} UTC
          {call.line && `: “${call.line}”`}. Recording the incident closes the call.
        </p>
      )}
      {sheet.round.status === 'DRAFT' ? (
        <p className="notice warn">This round is not published yet: no game is played.</p>
      ) : (
        <IncidentRecorder
          slug={slug}
          roundTableId={sheet.id}
          sheetPath={sheetPath}
          seats={seats}
          games={games}
          initialGame={initialGame}
          ruleset={sheet.ruleset}
          accepted={sheet.status === 'ACCEPTED'}
          complaints={await seatComplaints(db(), tournament.id, sheet.seats)}
          callId={call?.id}
          initialKind={calledKind as IncidentKind | undefined}
        />
      )}
    </>
  );
}
