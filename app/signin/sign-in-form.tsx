'use client';

import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

const MESSAGES: Record<string, string> = {
  CredentialsSignin: 'That email and password do not match a staff account.',
  TOO_MANY_ATTEMPTS: 'Too many attempts for this account: wait 15 minutes and try again.',
};

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(form: FormData) {
    setPending(true);
    setError(null);
    const result = await signIn('credentials', {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      redirect: false,
    });
    setPending(false);
    if (result?.ok) {
      router.push(callbackUrl);
      router.refresh();
    } else {
      setError(MESSAGES[result?.error ?? ''] ?? 'Sign-in failed: try again.');
    }
  }

  return (
    <form className="stack" action={submit}>
      <label>
        Email
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        Password
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <p className="error" role="alert" aria-live="polite">
        {error}
      </p>
      <button type="submit" disabled={pending}>
        {pending ? 'Signing in …' : 'Sign in'}
      </button>
    </form>
  );
}
