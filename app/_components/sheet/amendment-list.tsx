import Link from 'next/link';
import type { GameRecord, Seat } from '@/lib/rules';
import { describeGame } from '@/lib/sheets/describe';

type Amendment = {
  /** Where the change was made, when listed for the whole tournament. */
  table?: { href: string; label: string };
  id: string;
  at: Date;
  actorLabel: string;
  reason: string;
  gameNumber: number | null;
  kind: string;
  before: unknown;
  after: unknown;
};
type Version = { record: GameRecord; scores: Partial<Record<Seat, number>> } | null;

const version = (value: unknown) => {
  const v = value as Version;
  if (!v) return 'not entered';
  const points = Object.entries(v.scores)
    .map(([seat, p]) => `${seat} ${p}`)
    .join(' · ');
  return `${describeGame(v.record, (s) => s)} (${points})`;
};

/** Changes made after acceptance (T26), each with the earlier version beside the new one. */
export function AmendmentList({ amendments, title }: { amendments: readonly Amendment[]; title?: string }) {
  if (amendments.length === 0) return null;
  return (
    <>
      {title && <h2>{title}</h2>}
      <ol className="amendments">
        {amendments.map((a) => (
          <li key={a.id}>
            {a.table && (
              <>
                <Link href={a.table.href}>{a.table.label}</Link>,{' '}
              </>
            )}
            <strong>Game {a.gameNumber}</strong>, {a.at.toISOString().replace('T', ' ').slice(0, 16)} UTC, by{' '}
            {a.actorLabel}: {a.reason} <span className="muted">(all players present)</span>
            <br />
            Before: <span className="before">{version(a.before)}</span>
            <br />
            After: <span className="after">{version(a.after)}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
