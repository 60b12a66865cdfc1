import type { Metadata } from 'next';
import { forbidden, redirect } from 'next/navigation';
import { AccountActions } from '@/app/_components/account-actions';
import { resetAccountPasswordAction, setAccountEnabledAction } from '@/lib/accounts/actions';
import { currentStaff } from '@/lib/auth/session';
import { db } from '@/lib/db/client';
import { allAccounts } from '@/lib/accounts/queries';

export const metadata: Metadata = { title: 'Accounts' };

/** Every staff account, for an administrator: reset a password (shown once), disable or enable an account. */
export default async function AccountsPage() {
  const staff = await currentStaff();
  if (!staff) redirect('/signin?callbackUrl=/staff/accounts');
  if (!staff.isAdmin) forbidden();
  const accounts = await allAccounts(db());
  return (
    <>
      <h1>Accounts</h1>
      <p className="muted">
        Roles are given on each tournament’s staff page. A reset password is shown once; the person’s sessions end.
      </p>
      <div className="table-wrap">
        <table className="cards-on-phone">
          <thead>
            <tr>
              <th>Name</th>
              <th>Email</th>
              <th>Account</th>
              <th className="num">Tournaments</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {accounts.map((user) => (
              <tr key={user.id}>
                <td>{user.name}</td>
                <td data-label="Email">{user.email}</td>
                <td data-label="Account">
                  {[user.isAdmin && 'administrator', user.disabledAt ? 'disabled' : 'active']
                    .filter(Boolean)
                    .join(', ')}
                </td>
                <td className="num" data-label="Tournaments">
                  {user._count.roles}
                </td>
                <td>
                  <div className="row">
                    {user.id !== staff.id && (
                      <AccountActions
                        user={user}
                        resetPassword={resetAccountPasswordAction}
                        setEnabled={setAccountEnabledAction}
                      />
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
