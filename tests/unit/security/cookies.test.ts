import { describe, expect, test } from 'vitest';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CookiesOptions } from 'next-auth';
import { authOptions } from '@/lib/auth/options';

// The defaults next-auth applies when options.ts sets none (not in the package's exports map: read by path).
const { defaultCookies } = createRequire(import.meta.url)(
  path.resolve('node_modules/next-auth/core/lib/cookie.js'),
) as {
  defaultCookies: (useSecureCookies: boolean) => CookiesOptions;
};

// next-auth decides per request: `useSecureCookies` unset means "secure when the app's address is https"
// (NEXTAUTH_URL, or with AUTH_TRUST_HOST — set by `npm start` when NEXTAUTH_URL is not — the request's
// X-Forwarded-Proto, which Next.js sets to https for a TLS connection).
describe('the staff session cookie', () => {
  test('options.ts keeps next-auth’s cookie defaults and signs sessions as JWT', () => {
    expect(authOptions.cookies).toBeUndefined();
    expect(authOptions.useSecureCookies).toBeUndefined();
    expect(authOptions.session?.strategy).toBe('jwt');
  });

  test.each([
    ['https', true, '__Secure-next-auth.session-token'],
    ['http', false, 'next-auth.session-token'],
  ])('over %s: httpOnly, sameSite lax, secure %s', (_scheme, secure, name) => {
    const { sessionToken, csrfToken } = defaultCookies(secure);
    expect(sessionToken).toEqual({ name, options: { httpOnly: true, sameSite: 'lax', path: '/', secure } });
    expect(csrfToken.options).toMatchObject({ httpOnly: true, sameSite: 'lax', secure });
  });
});
