import { decode, encode } from 'next-auth/jwt';
import { describe, expect, test } from 'vitest';
import { decodeSession, encodeSession } from '@/lib/auth/session-cookie';

const secret = 'a-long-random-secret-for-the-test-only-0123456789';
const token = { uid: 'user-1', sv: 3, name: 'Dana Director' };

describe('the session cookie, in next-auth’s own format with its key derived once', () => {
  test('a cookie next-auth made reads here, and one made here reads in next-auth', async () => {
    expect(await decodeSession({ token: await encode({ token, secret }), secret })).toMatchObject(token);
    expect(await decode({ token: await encodeSession({ token, secret }), secret })).toMatchObject(token);
    const twice = await encodeSession({ token, secret });
    expect(await decodeSession({ token: twice, secret })).toMatchObject(token);
  });

  test('a cookie made with another secret, or expired, is refused; none is none', async () => {
    await expect(decodeSession({ token: await encode({ token, secret: `${secret}x` }), secret })).rejects.toThrow();
    await expect(
      decodeSession({ token: await encodeSession({ token, secret, maxAge: -60 }), secret }),
    ).rejects.toThrow();
    expect(await decodeSession({ token: undefined, secret })).toBeNull();
  });
});
