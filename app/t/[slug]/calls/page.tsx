import type { Metadata } from 'next';
import { LiveRefresh } from '@/app/_components/live-refresh';
import { grants } from '@/lib/auth/access';
import { requireTournamentRole } from '@/lib/auth/require';
import { openCalls, roundWaits } from '@/lib/calls/queries';
import { db } from '@/lib/db/client';
import { changeMarkerOf } from '@/lib/standings/live';
import { CallAlert } from './_components/call-alert';
import { CallCard } from './_components/call-card';
import { WaitStats } from './_components/wait-stats';
import '@/app/_components/calls/calls.css';

export const metadata: Metadata = { title: 'Calls' };

type Props = { params: Promise<{ slug: string }> };

/**
 * The Directors' queue, made for a phone: the tables waiting, oldest first, each with its wait counting up; it follows
 * the tournament's live marker every second, so a call made on any app instance shows within two.
 */
export default async function CallsPage({ params }: Props) {
  const { slug } = await params;
  const { tournament, role } = await requireTournamentRole(slug, 'SCOREKEEPER', `/t/${slug}/calls`);
  // Read before the calls: a call made meanwhile moves the marker, and the page renders again.
  const marker = await changeMarkerOf(db(), slug);
  const [calls, waits] = await Promise.all([
    openCalls(db(), tournament.id),
    roundWaits(db(), tournament.id, new Date()),
  ]);
  const director = grants(role, 'DIRECTOR');
  return (
    <div className="call-queue">
      <LiveRefresh slug={slug} rendered={marker} seconds={1} />
      <div className="queue-head">
        <h1>Calls</h1>
        <CallAlert ids={calls.filter((c) => c.status === 'OPEN').map((c) => c.id)} />
      </div>
      {!director && <p className="notice">Only a Director takes and closes calls.</p>}
      {calls.length === 0 ? (
        <p className="queue-empty">No table is waiting.</p>
      ) : (
        <ol className="queue">
          {calls.map((call) => (
            <CallCard key={call.id} slug={slug} call={call} director={director} />
          ))}
        </ol>
      )}
      <WaitStats waits={waits} />
    </div>
  );
}
