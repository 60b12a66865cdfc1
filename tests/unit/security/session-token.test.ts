import { createRequire } from 'node:module';
import path from 'node:path';
import type { CookiesOptions } from 'next-auth';
import { encode } from 'next-auth/jwt';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { claimsOfToken, sessionCookieName } from '@/lib/auth/session-token';

const secret = 'a-long-random-secret-for-the-test-only-0123456789';

// next-auth's own decision of the cookie's name (not in the package's exports map: read by path).
const nextAuth = createRequire(import.meta.url);
const { defaultCookies } = nextAuth(path.resolve('node_modules/next-auth/core/lib/cookie.js')) as {
  defaultCookies: (secure: boolean) => CookiesOptions;
};
const { detectOrigin } = nextAuth(path.resolve('node_modules/next-auth/utils/detect-origin.js')) as {
  detectOrigin: (host: string, protocol: string | undefined) => string | undefined;
};

const headersOf = (proto?: string) => ({
  get: (name: string) => (name === 'x-forwarded-proto' ? (proto ?? null) : null),
});

describe('the session read from its cookie, as next-auth reads it', () => {
  afterEach(() => vi.unstubAllEnvs());

  test.each([
    ['NEXTAUTH_URL https', { NEXTAUTH_URL: 'https://hall.example', AUTH_TRUST_HOST: '' }, 'http'],
    ['NEXTAUTH_URL http', { NEXTAUTH_URL: 'http://10.0.0.2:3000', AUTH_TRUST_HOST: '' }, 'https'],
    ['trusted host over http', { NEXTAUTH_URL: '', AUTH_TRUST_HOST: 'true' }, 'http'],
    ['trusted host over https', { NEXTAUTH_URL: '', AUTH_TRUST_HOST: 'true' }, 'https'],
    ['trusted host, no protocol said', { NEXTAUTH_URL: '', AUTH_TRUST_HOST: 'true' }, undefined],
  ])('the cookie’s name is next-auth’s: %s', (_case, env, proto) => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const secure = (detectOrigin('hall.example', proto) ?? '').startsWith('https://');
    expect(sessionCookieName(headersOf(proto))).toBe(defaultCookies(secure).sessionToken.name);
  });

  test('a cookie next-auth signed in with gives its account and session version', async () => {
    const token = await encode({ token: { uid: 'user-1', sv: 3, name: 'Dana' }, secret });
    expect(await claimsOfToken(token, secret)).toEqual({ userId: 'user-1', sessionVersion: 3 });
  });

  test('no cookie, another secret’s, an expired one or one without a session version: no session', async () => {
    const claims = { uid: 'user-1', sv: 3 };
    expect(await claimsOfToken(undefined, secret)).toBeNull();
    expect(await claimsOfToken(await encode({ token: claims, secret: `${secret}x` }), secret)).toBeNull();
    expect(await claimsOfToken(await encode({ token: claims, secret, maxAge: -60 }), secret)).toBeNull();
    expect(await claimsOfToken(await encode({ token: { uid: 'user-1' }, secret }), secret)).toBeNull();
    expect(await claimsOfToken('not-a-cookie', secret)).toBeNull();
  });
});
