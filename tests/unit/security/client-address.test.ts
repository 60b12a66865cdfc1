import { describe, expect, test } from 'vitest';
import { clientAddress, trustedProxiesOf } from '@/lib/auth/client-address';

// The sign-in throttle counts per address: an address the client can choose lets it dodge the count, or lock a
// colleague out by naming theirs.
describe('clientAddress', () => {
  test.each([
    ['no proxy: the socket, whatever X-Forwarded-For says', '192.0.2.9', '10.0.0.1', 0, '192.0.2.9'],
    ['no proxy, no header', '192.0.2.9', undefined, 0, '192.0.2.9'],
    ['one proxy: the entry it appended', '10.0.0.2', '6.6.6.6, 198.51.100.4', 1, '198.51.100.4'],
    ['two proxies: the entry the outer one appended', '10.0.0.2', '6.6.6.6, 198.51.100.4, 10.0.0.1', 2, '198.51.100.4'],
    ['repeated headers read as one list', '10.0.0.2', ['6.6.6.6', '198.51.100.4'], 1, '198.51.100.4'],
    ['fewer entries than proxies: the first', '10.0.0.2', '198.51.100.4', 3, '198.51.100.4'],
    ['a proxy that sent no header: the socket', '10.0.0.2', undefined, 1, '10.0.0.2'],
  ])('%s', (_what, socket, forwarded, proxies, expected) =>
    expect(clientAddress(socket, forwarded, proxies)).toBe(expected),
  );
});

describe('TRUSTED_PROXIES', () => {
  test.each([
    [undefined, 0],
    ['', 0],
    ['1', 1],
    ['2', 2],
  ])('%j is %d proxies', (value, count) => expect(trustedProxiesOf(value)).toEqual({ ok: true, count }));

  test.each(['-1', '1.5', 'yes', '11'])('%j is refused with a message naming it', (value) =>
    expect(trustedProxiesOf(value)).toMatchObject({ ok: false, message: expect.stringContaining('TRUSTED_PROXIES') }),
  );
});
