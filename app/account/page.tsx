import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentAccount } from '@/lib/auth/session';
import { ChangePasswordForm } from './change-password-form';
import { SignOutEverywhereForm } from './sign-out-everywhere-form';

export const metadata: Metadata = { title: 'Your account' };

/** A staff member's own account: a new password (the current one needed), and the end of every session. */
export default async function AccountPage() {
  const staff = await currentAccount();
  if (!staff) redirect('/signin?callbackUrl=/account');
  return (
    <>
      <h1>Your account</h1>
      <p>
        {staff.name} · <span className="muted">{staff.email}</span>
        {staff.isAdmin && <span className="badge">administrator</span>}
      </p>
      {staff.passwordChangeRequired && (
        <p className="notice warn" role="status">
          You signed in with a password someone else made: choose your own to continue. Until then your staff pages stay
          closed.
        </p>
      )}
      <h2>Change your password</h2>
      <ChangePasswordForm />
      <h2>Sign out everywhere</h2>
      <p className="muted">
        Ends every session of yours, on every phone, tablet and computer, this one included: for a lost device, or a
        password someone may have seen.
      </p>
      <SignOutEverywhereForm />
    </>
  );
}
