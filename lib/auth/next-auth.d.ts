import type { DefaultSession } from 'next-auth';

declare module 'next-auth' {
  interface Session {
    user?: DefaultSession['user'] & { id: string; isAdmin: boolean };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    uid?: string;
    isAdmin?: boolean;
  }
}
