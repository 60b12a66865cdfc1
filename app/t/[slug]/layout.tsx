import Link from '@/app/_components/link';
import { notFound } from 'next/navigation';
import { grants } from '@/lib/auth/access';
import { currentAccess } from '@/lib/auth/session';
import { HallAddressWarning } from '@/app/_components/hall-address-warning';

type Props = { children: React.ReactNode; params: Promise<{ slug: string }> };

/** Every page of one tournament: its name and the tabs this visitor may use. */
export default async function TournamentLayout({ children, params }: Props) {
  const { slug } = await params;
  const access = await currentAccess(slug);
  if (!access) notFound();
  const base = `/t/${slug}`;
  const tabs = [
    { href: base, label: 'Overview' },
    { href: `${base}/seating`, label: 'Seating' },
    { href: `${base}/standings`, label: 'Standings' },
    { href: `${base}/winners`, label: 'Winners' },
    { href: `${base}/clock`, label: 'Clock' },
    { href: `${base}/rules`, label: 'Rulebook' },
    ...(grants(access.role, 'SCOREKEEPER')
      ? [
          { href: `${base}/scores`, label: 'Scores' },
          { href: `${base}/incidents`, label: 'Incidents' },
          { href: `${base}/calls`, label: 'Calls' },
          { href: `${base}/players`, label: 'Players' },
        ]
      : []),
    ...(grants(access.role, 'DIRECTOR')
      ? [
          { href: `${base}/rounds`, label: 'Rounds' },
          { href: `${base}/staff`, label: 'Staff' },
          { href: `${base}/settings`, label: 'Settings' },
        ]
      : []),
  ];
  return (
    <>
      <nav className="tabs no-print" aria-label={access.tournament.name}>
        <strong>{access.tournament.name}</strong>
        {tabs.map((tab) => (
          <Link key={tab.href} href={tab.href}>
            {tab.label}
          </Link>
        ))}
      </nav>
      {grants(access.role, 'SCOREKEEPER') && (
        <HallAddressWarning slug={slug} director={grants(access.role, 'DIRECTOR')} />
      )}
      {children}
    </>
  );
}
