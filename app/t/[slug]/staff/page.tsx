import type { Metadata } from 'next';
import { requireTournamentRole } from '@/lib/auth/require';
import { db } from '@/lib/db/client';
import {
  addStaffAction,
  removeStaffAction,
  resetStaffPasswordAction,
  setStaffEnabledAction,
} from '@/lib/staff/actions';
import { AccountActions } from '@/app/_components/account-actions';
import { staffOf } from '@/lib/staff/queries';
import { ActionForm } from '../../../_components/action-form';

export const metadata: Metadata = { title: 'Staff' };

export default async function StaffPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { tournament, staff: me } = await requireTournamentRole(slug, 'DIRECTOR', `/t/${slug}/staff`);
  const staff = await staffOf(db(), tournament.id);
  return (
    <>
      <h1>Staff</h1>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th>Name</th>
              <th>Email</th>
              <th>Role</th>
              <th>Account</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {staff.map(({ user, role }) => (
              <tr key={user.id}>
                <td>{user.name}</td>
                <td>{user.email}</td>
                <td>{role === 'DIRECTOR' ? 'Director' : 'Scorekeeper'}</td>
                <td>{user.disabledAt ? 'disabled' : user.isAdmin ? 'administrator' : 'active'}</td>
                <td>
                  <div className="row">
                    {user.id !== me.id && !user.isAdmin && (
                      <AccountActions
                        user={user}
                        resetPassword={resetStaffPasswordAction}
                        setEnabled={setStaffEnabledAction}
                        context={{ slug }}
                      />
                    )}
                    {user.id !== me.id && (
                      <ActionForm
                        action={removeStaffAction}
                        confirm={`Remove ${user.name} from this tournament's staff?`}
                      >
                        <input type="hidden" name="slug" value={slug} />
                        <input type="hidden" name="userId" value={user.id} />
                        <button type="submit" className="secondary">
                          Remove
                        </button>
                      </ActionForm>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Add a Director or scorekeeper</h2>
      <ActionForm action={addStaffAction} className="stack">
        <input type="hidden" name="slug" value={slug} />
        <label>
          Email
          <input name="email" type="email" required />
        </label>
        <label>
          Name <span className="hint">for a new account</span>
          <input name="name" />
        </label>
        <label>
          Role
          <select name="role" defaultValue="SCOREKEEPER">
            <option value="SCOREKEEPER">Scorekeeper: enters and accepts score sheets</option>
            <option value="DIRECTOR">Director: everything, rulings included</option>
          </select>
        </label>
        <button type="submit">Add</button>
      </ActionForm>
    </>
  );
}
