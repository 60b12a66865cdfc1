import type { Metadata, Viewport } from 'next';
import Link from '@/app/_components/link';
import { currentAccount } from '@/lib/auth/session';
import { SignOutButton } from './_components/sign-out-button';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Mah Jongg Tournament Director', template: '%s · Mah Jongg Tournament Director' },
  description: 'Seating, score sheets, rulings and standings for National Mah Jongg League card tournaments.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

// Every page reads live tournament data: nothing is prerendered at build time.
export const dynamic = 'force-dynamic';

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const staff = await currentAccount();
  return (
    <html lang="en">
      <body>
        <header className="site">
          <Link href="/" className="brand">
            Mah Jongg Tournament Director
          </Link>
          <nav aria-label="Site">
            <Link href="/rules">Rulebook</Link>
            {staff ? (
              <>
                <Link href="/staff">My tournaments</Link>
                <Link href="/account" title="Your account: password, sign out everywhere">
                  {staff.name}
                </Link>
                <SignOutButton />
              </>
            ) : (
              <Link href="/signin">Staff sign-in</Link>
            )}
          </nav>
        </header>
        <main>{children}</main>
      </body>
    </html>
  );
}
