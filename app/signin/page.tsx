import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentStaff } from '@/lib/auth/session';
import { SignInForm } from './sign-in-form';

export const metadata: Metadata = { title: 'Staff sign-in' };

function safeCallback(value: string | string[] | undefined): string {
  const target = typeof value === 'string' ? value : '/staff';
  // Only paths on this site: never an open redirect.
  return target.startsWith('/') && !target.startsWith('//') ? target : '/staff';
}

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  const callbackUrl = safeCallback((await searchParams).callbackUrl);
  if (await currentStaff()) redirect(callbackUrl);
  return (
    <>
      <h1>Staff sign-in</h1>
      <p className="muted">For Directors and scorekeepers. Players need no account.</p>
      <SignInForm callbackUrl={callbackUrl} />
    </>
  );
}
