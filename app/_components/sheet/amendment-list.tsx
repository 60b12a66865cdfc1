import Link from '@/app/_components/link';
import type { GameRecord, Seat } from '@/lib/rules';
import { describeGame } from '@/lib/sheets/describe';
import { stampIn } from '@/lib/util/time';
import type { Amendment } from '@/lib/sheets/queries';

type Listed = Amendment & {
  /** Where the change was made, when listed for the whole tournament. */
  table?: { href: string; label: string };
};
type GameVersion = { record: GameRecord; scores: Partial<Record<Seat, number>> } | null;
type RuledPoints = { letter: Seat; points: number; computedPoints: number };

const KIND_LABEL: Record<string, string> = {
  game: 'Game changed',
  ruling: 'Director’s ruling',
  override: 'Points ruled by the Director',
};

const gameVersion = (value: unknown) => {
  const v = value as GameVersion;
  if (!v) return 'not entered';
  const points = Object.entries(v.scores)
    .map(([seat, p]) => `${seat} ${p}`)
    .join(' · ');
  return `${describeGame(v.record, (s) => s)} (${points})`;
};

const ruledPoints = (value: unknown) => {
  const v = value as RuledPoints;
  return `Seat ${v.letter}: ${v.points} (computed ${v.computedPoints})`;
};

/** Changes to sheets: after acceptance (T26), and the Director's rulings (T27), each with before beside after. */
export function AmendmentList({
  amendments,
  title,
  zone,
}: {
  amendments: readonly Listed[];
  title?: string;
  zone: string;
}) {
  if (amendments.length === 0) return null;
  return (
    <>
      {title && <h2>{title}</h2>}
      <ol className="amendments">
        {amendments.map((a) => {
          const version = a.kind === 'override' ? ruledPoints : gameVersion;
          return (
            <li key={a.id} data-kind={a.kind}>
              {a.table && (
                <>
                  <Link href={a.table.href}>{a.table.label}</Link>,{' '}
                </>
              )}
              <strong>Game {a.gameNumber}</strong>, {KIND_LABEL[a.kind] ?? a.kind}, {stampIn(a.at, zone)}, by{' '}
              {a.actorLabel}: {a.reason} {a.allPresent && <span className="muted">(all players present)</span>}
              <br />
              Before: <span className="before">{version(a.before)}</span>
              <br />
              After: <span className="after">{version(a.after)}</span>
            </li>
          );
        })}
      </ol>
    </>
  );
}
