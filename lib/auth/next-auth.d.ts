import type { DefaultSession } from 'next-auth';

// The session names the account and the session version it was signed in at; everything else about the account
// (administrator, disabled) is read from the database on each request (lib/auth/session-staff.ts).
declare module 'next-auth' {
  interface Session {
    user?: DefaultSession['user'] & { id: string; sessionVersion: number };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    uid?: string;
    sv?: number;
  }
}
