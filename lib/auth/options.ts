import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { z } from 'zod';
import { db } from '@/lib/db/client';
import { verifySecret } from './password';
import { allowAttempt } from './throttle';

const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().email(),
  password: z.string().min(1).max(200),
});

const SIGN_IN_LIMIT = 10;
const SIGN_IN_WINDOW_SECONDS = 15 * 60;

async function authorize(raw: unknown) {
  const parsed = credentialsSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { email, password } = parsed.data;
  if (!(await allowAttempt(db(), `signin:${email}`, SIGN_IN_LIMIT, SIGN_IN_WINDOW_SECONDS))) {
    throw new Error('TOO_MANY_ATTEMPTS');
  }
  const user = await db().user.findUnique({ where: { email }, omit: { passwordHash: false } });
  if (!user || !(await verifySecret(password, user.passwordHash))) return null;
  return { id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin };
}

// Sessions are signed JWT cookies: any app instance can check them, nothing is kept in memory.
export const authOptions: NextAuthOptions = {
  secret: process.env.NEXTAUTH_SECRET,
  session: { strategy: 'jwt', maxAge: 7 * 24 * 60 * 60 },
  pages: { signIn: '/signin' },
  providers: [
    CredentialsProvider({
      name: 'Staff sign-in',
      credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
      authorize,
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.uid = user.id;
        token.isAdmin = (user as { isAdmin?: boolean }).isAdmin === true;
      }
      return token;
    },
    session({ session, token }) {
      if (session.user) {
        session.user.id = token.uid as string;
        session.user.isAdmin = token.isAdmin === true;
      }
      return session;
    },
  },
};
