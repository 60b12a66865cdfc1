'use client';

import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useRef } from 'react';
import { FieldError } from '@/app/_components/field-error';
import { useFormAction } from '@/app/_components/use-form-action';
import { changePasswordAction } from '@/lib/accounts/actions';

/** The current password and the new one twice; this device signs in again with the new one, every other is signed out. */
export function ChangePasswordForm() {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const { state, pending, onSubmit, errors } = useFormAction(changePasswordAction, async ({ email }) => {
    const password = String(new FormData(form.current!).get('password'));
    form.current?.reset();
    await signIn('credentials', { email, password, redirect: false });
    router.refresh();
  });
  return (
    <form ref={form} className="stack" onSubmit={onSubmit} noValidate>
      <label>
        Current password
        <input name="current" type="password" autoComplete="current-password" aria-describedby="current-error" />
        <FieldError errors={errors} name="current" />
      </label>
      <label>
        New password <span className="hint">at least 10 characters</span>
        <input name="password" type="password" autoComplete="new-password" aria-describedby="password-error" />
        <FieldError errors={errors} name="password" />
      </label>
      <label>
        New password again
        <input name="confirm" type="password" autoComplete="new-password" aria-describedby="confirm-error" />
        <FieldError errors={errors} name="confirm" />
      </label>
      <div aria-live="polite" role="status">
        {state && <p className={`notice${state.ok ? '' : ' error'}`}>{state.message}</p>}
      </div>
      <button type="submit" disabled={pending}>
        {pending ? 'Changing …' : 'Change password'}
      </button>
    </form>
  );
}
