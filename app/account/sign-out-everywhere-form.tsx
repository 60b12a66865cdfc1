'use client';

import { signOut } from 'next-auth/react';
import { FieldError } from '@/app/_components/field-error';
import { useFormAction } from '@/app/_components/use-form-action';
import { signOutEverywhereAction } from '@/lib/accounts/actions';

export function SignOutEverywhereForm() {
  const { state, pending, onSubmit, errors } = useFormAction(signOutEverywhereAction, () =>
    signOut({ callbackUrl: '/signin' }),
  );
  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      <label>
        <input name="everywhere" type="checkbox" aria-describedby="everywhere-error" /> Every device, this one included
        <FieldError errors={errors} name="everywhere" />
      </label>
      <div aria-live="polite" role="status">
        {state && !state.ok && <p className="notice error">{state.message}</p>}
      </div>
      <button type="submit" className="secondary" disabled={pending}>
        Sign out everywhere
      </button>
    </form>
  );
}
