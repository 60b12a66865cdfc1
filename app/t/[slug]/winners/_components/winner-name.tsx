import Link from '@/app/_components/link';
import { homeOf } from '@/lib/players/home';
import type { PlayerDetails } from '@/lib/prizes/queries';

type Props = { slug: string; player: { id: string; number: number; name: string }; details?: PlayerDetails };

/** A winner: name linked to their page, badge number, where from and club. */
export function WinnerName({ slug, player, details }: Props) {
  const from = details ? [homeOf(details), details.club].filter(Boolean).join(' · ') : '';
  return (
    <>
      <Link href={`/t/${slug}/player/${player.number}`}>{player.name}</Link>{' '}
      <span className="muted">#{player.number}</span>
      {from && (
        <>
          {' '}
          <span className="hint winner-from">{from}</span>
        </>
      )}
    </>
  );
}
