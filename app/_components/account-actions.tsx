import type { ActionResult } from '@/lib/actions/result';
import { ActionForm } from './action-form';

type Action = (form: FormData) => Promise<ActionResult<unknown>>;

type Props = {
  user: { id: string; name: string; disabledAt: Date | null };
  resetPassword: Action;
  setEnabled: Action;
  /** Hidden fields every form carries (the tournament's slug on its staff page). */
  context?: Record<string, string>;
};

/** Reset a person's password (shown once) and disable or enable their account: one form each, with its answer. */
export function AccountActions({ user, resetPassword, setEnabled, context = {} }: Props) {
  const hidden = (
    <>
      {Object.entries(context).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="userId" value={user.id} />
    </>
  );
  const disabled = user.disabledAt !== null;
  return (
    <>
      <ActionForm action={resetPassword} confirm={`Give ${user.name} a new password? Their sessions end.`}>
        {hidden}
        <button type="submit" className="secondary">
          Reset password
        </button>
      </ActionForm>
      <ActionForm
        action={setEnabled}
        confirm={disabled ? undefined : `Disable ${user.name}'s account? They are signed out everywhere.`}
      >
        {hidden}
        <input type="hidden" name="enabled" value={disabled ? 'true' : 'false'} />
        <button type="submit" className="secondary">
          {disabled ? 'Enable account' : 'Disable account'}
        </button>
      </ActionForm>
    </>
  );
}
