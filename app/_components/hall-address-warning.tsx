import StaffLink from '@/app/_components/staff-link';
import { headers } from 'next/headers';
import { db } from '@/lib/db/client';
import { tournamentHallOrigin } from '@/lib/tournaments/hall';
import { isLoopback } from '@/lib/util/hall-address';

/** On staff pages, while the address printed on QR codes and links is this computer's own, which no phone reaches. */
export async function HallAddressWarning({ slug, director }: { slug: string; director: boolean }) {
  const origin = await tournamentHallOrigin(db(), slug, await headers());
  if (!isLoopback(origin)) return null;
  return (
    <p className="notice warn no-print" role="alert">
      Phones in the hall cannot reach {origin}: it is this computer’s own address, yet QR codes and printed links would
      use it.{' '}
      {director ? (
        <StaffLink href={`/t/${slug}/settings`}>Set the hall address in the settings.</StaffLink>
      ) : (
        'Ask the Director to set the hall address.'
      )}
    </p>
  );
}
