import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { z } from 'zod';
import { db } from '@/lib/db/client';
import { CLIENT_ADDRESS_HEADER } from '@/lib/auth/client-address';
import { unknownAccountHash, verifySecret } from './password';
import { safeRedirectPath } from './safe-redirect';
import { decodeSession, encodeSession } from './session-cookie';
import { allowAttempt, refundAttempt } from './throttle';

const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().email(),
  password: z.string().min(1).max(200),
});

/** Ten failed sign-ins per 15 minutes, per account and per address, counted in PostgreSQL (see docs/SECURITY.md). */
export const SIGN_IN_LIMIT = 10;
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

type Headers = Record<string, string | string[] | undefined> | undefined;

/**
 * The address a sign-in came from, as the app's own server worked it out (lib/auth/client-address.ts: the socket's,
 * or the TRUSTED_PROXIES-th X-Forwarded-For entry from the end); null when the app runs without that server.
 */
const addressOf = (headers: Headers) => [headers?.[CLIENT_ADDRESS_HEADER]].flat()[0] ?? null;

export const signInKeys = (email: string, address: string | null) => [
  `signin:${email}`,
  ...(address ? [`signin-ip:${address}`] : []),
];

/**
 * Checks a staff member's email and password. Every attempt is counted against the account and the address first
 * (so parallel guesses cannot slip past the limit); one that succeeds is taken back, so only failures add up.
 */
export async function authorize(raw: unknown, req?: { headers?: Headers }) {
  const parsed = credentialsSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { email, password } = parsed.data;
  const keys = signInKeys(email, addressOf(req?.headers));
  const allowed = await Promise.all(keys.map((key) => allowAttempt(db(), key, SIGN_IN_LIMIT, SIGN_IN_WINDOW_SECONDS)));
  if (allowed.includes(false)) throw new Error('TOO_MANY_ATTEMPTS');
  const user = await db().user.findUnique({ where: { email }, omit: { passwordHash: false } });
  // An unknown email costs the same bcrypt comparison as a known one: the time taken tells nothing.
  const matches = await verifySecret(password, user?.passwordHash ?? (await unknownAccountHash()));
  // A disabled account is refused like a wrong password, after the same comparison: nothing tells it apart.
  if (!user || !matches || user.disabledAt !== null) return null;
  await Promise.all(keys.map((key) => refundAttempt(db(), key)));
  return { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion };
}

// Sessions are signed JWT cookies: any app instance can check them, nothing is kept in memory.
export const authOptions: NextAuthOptions = {
  secret: process.env.NEXTAUTH_SECRET,
  session: { strategy: 'jwt', maxAge: 7 * 24 * 60 * 60 },
  jwt: { encode: encodeSession, decode: decodeSession },
  pages: { signIn: '/signin' },
  providers: [
    CredentialsProvider({
      name: 'Staff sign-in',
      credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
      authorize,
    }),
  ],
  callbacks: {
    // next-auth's own redirects (after signing out, say) stay on this site too.
    redirect({ url, baseUrl }) {
      const path = url.startsWith(baseUrl) ? url.slice(baseUrl.length) || '/' : url;
      return `${baseUrl}${safeRedirectPath(path, '/')}`;
    },
    // The cookie carries the account and its session version only: lib/auth/session-staff.ts checks both against the
    // database on every request.
    jwt({ token, user }) {
      if (user) {
        token.uid = user.id;
        token.sv = (user as { sessionVersion?: number }).sessionVersion;
      }
      return token;
    },
    session({ session, token }) {
      if (session.user) {
        session.user.id = token.uid as string;
        session.user.sessionVersion = token.sv as number;
      }
      return session;
    },
  },
};
