import { hkdfSync, randomUUID } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { JWT, JWTDecodeParams, JWTEncodeParams } from 'next-auth/jwt';

// The session cookie in next-auth's own format (next-auth/jwt: a JWE, A256GCM, whose key HKDF derives from the secret),
// the key derived once per secret: next-auth derives it again at every cookie it reads, 3 % of the app's time while
// ten scorekeepers save (docs/PERFORMANCE.md, session 25). Cookies made by either read with the other.

const DEFAULT_MAX_AGE = 30 * 24 * 60 * 60;
const keys = new Map<string, Uint8Array>();

function keyOf(secret: string | Buffer, salt = ''): Uint8Array {
  const id = `${salt}\n${typeof secret === 'string' ? secret : secret.toString('hex')}`;
  let key = keys.get(id);
  if (!key) {
    const info = `NextAuth.js Generated Encryption Key${salt ? ` (${salt})` : ''}`;
    key = new Uint8Array(hkdfSync('sha256', secret, salt, info, 32));
    keys.set(id, key);
  }
  return key;
}

export async function encodeSession({ token = {}, secret, maxAge = DEFAULT_MAX_AGE, salt }: JWTEncodeParams) {
  return new EncryptJWT(token)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + maxAge)
    .setJti(randomUUID())
    .encrypt(keyOf(secret, salt));
}

/** The cookie's claims; throws for one not made with this secret, or expired (15 s of clocks' difference allowed). */
export async function decodeSession({ token, secret, salt }: JWTDecodeParams): Promise<JWT | null> {
  if (!token) return null;
  const { payload } = await jwtDecrypt(token, keyOf(secret, salt), { clockTolerance: 15 });
  return payload as JWT;
}
