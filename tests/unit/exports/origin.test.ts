import { describe, expect, test } from 'vitest';
import { hallOriginOf } from '@/lib/util/hall-origin';
import { publicOrigin } from '@/lib/util/origin';

const headers = (values: Record<string, string>) => new Headers(values);

describe('publicOrigin', () => {
  test.each<[string, Record<string, string>, string | undefined, string]>([
    ['the Host header', { host: 'mahjong.local:3000' }, undefined, 'http://mahjong.local:3000'],
    [
      'a proxy’s forwarded host and protocol',
      { host: '10.0.0.5:3000', 'x-forwarded-host': 'mj.example.org', 'x-forwarded-proto': 'https' },
      undefined,
      'https://mj.example.org',
    ],
    [
      'the first of several forwarded values',
      { 'x-forwarded-host': 'a.example, b.example', 'x-forwarded-proto': 'https,http' },
      undefined,
      'https://a.example',
    ],
    ['an IP address', { host: '192.168.1.20:3000' }, undefined, 'http://192.168.1.20:3000'],
    ['an IPv6 address', { host: '[::1]:3000' }, undefined, 'http://[::1]:3000'],
    [
      'an unknown protocol is http',
      { host: 'mj.example', 'x-forwarded-proto': 'gopher' },
      undefined,
      'http://mj.example',
    ],
    [
      'NEXTAUTH_URL first, its origin only',
      { host: 'internal:3000' },
      'https://mj.example.org/some/path',
      'https://mj.example.org',
    ],
    ['a malformed NEXTAUTH_URL is passed over', { host: 'mj.example' }, 'not a url', 'http://mj.example'],
    ['no host at all', {}, undefined, 'http://localhost'],
    ['a host with a path is refused', { host: 'evil.example/phish' }, undefined, 'http://localhost'],
    ['a host with a user is refused', { host: 'me@evil.example' }, undefined, 'http://localhost'],
  ])('%s', (_, values, configured, origin) => {
    expect(publicOrigin(headers(values), configured, [])).toBe(origin);
  });

  const hall = ['http://192.168.1.20:3000', 'http://10.0.0.7:3000'];
  test.each<[string, Record<string, string>, string | undefined, string]>([
    ['the laptop’s own localhost gives the first hall address', { host: 'localhost:3005' }, undefined, hall[0]!],
    ['so does 127.0.0.1', { host: '127.0.0.1:3005' }, undefined, hall[0]!],
    ['a phone’s request keeps its own address', { host: '10.0.0.7:3000' }, undefined, 'http://10.0.0.7:3000'],
    ['NEXTAUTH_URL still first', { host: 'localhost:3000' }, 'https://mj.example.org', 'https://mj.example.org'],
    ['no usable host: the hall address', { host: 'evil.example/phish' }, undefined, hall[0]!],
  ])('on the hall’s network: %s', (_, values, configured, origin) => {
    expect(publicOrigin(headers(values), configured, hall)).toBe(origin);
  });
});

describe('hallOriginOf: the hall address a Director types', () => {
  test.each<[string, string | null]>([
    ['192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['http://192.168.1.20:3000/t/spring', 'http://192.168.1.20:3000'],
    ['https://mahjong.example.org/', 'https://mahjong.example.org'],
    ['  mj.local  ', 'http://mj.local'],
    ['ftp://mj.local', null],
    ['http://me:secret@mj.local', null],
    ['not an address at all', null],
    ['', null],
  ])('%j → %j', (address, origin) => {
    expect(hallOriginOf(address)).toBe(origin);
  });

  test('a tournament’s hall address comes before NEXTAUTH_URL and the request', () => {
    expect(publicOrigin(headers({ host: '127.0.0.1:3005' }), 'http://10.0.0.7:3000', [])).toBe('http://10.0.0.7:3000');
  });
});
