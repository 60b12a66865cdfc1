import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { safeRedirectPath } from '@/lib/auth/safe-redirect';
import { currentAccount, currentStaff } from '@/lib/auth/session';
import { SignInForm } from './sign-in-form';

export const metadata: Metadata = { title: 'Staff sign-in' };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  // Only paths on this site: never an open redirect.
  const callbackUrl = safeRedirectPath((await searchParams).callbackUrl);
  if (await currentStaff()) redirect(callbackUrl);
  // Signed in with a password someone else made: their own comes first.
  if (await currentAccount()) redirect('/account');
  return (
    <>
      <h1>Staff sign-in</h1>
      <p className="muted">For Directors and scorekeepers. Players need no account.</p>
      <SignInForm callbackUrl={callbackUrl} />
    </>
  );
}
