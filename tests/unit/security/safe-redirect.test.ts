import { describe, expect, test } from 'vitest';
import { safeRedirectPath } from '@/lib/auth/safe-redirect';

// The sign-in page's callbackUrl: an open redirect would send a signed-in Director to a fake sign-in page elsewhere.
describe('safeRedirectPath: only paths on this site', () => {
  test.each([
    ['/t/demo/rounds/1', '/t/demo/rounds/1'],
    ['/staff?tab=2#top', '/staff?tab=2#top'],
    ['/', '/'],
  ])('keeps %s', (value, expected) => expect(safeRedirectPath(value)).toBe(expected));

  test.each([
    ['a backslash after the slash', '/\\evil.example/x'],
    ['a backslash further on', '/x/..\\..\\\\evil.example'],
    ['a protocol-relative address', '//evil.example/x'],
    ['an absolute URL', 'https://evil.example/x'],
    ['a scheme', 'javascript:alert(1)'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a NUL', '/staff\u0000'],
    ['DEL', '/\u007f/evil.example'],
    ['a relative path', 'staff'],
    ['an empty value', ''],
    ['repeated values', ['/staff', '//evil.example']],
    ['nothing', undefined],
  ])('refuses %s', (_what, value) => expect(safeRedirectPath(value)).toBe('/staff'));

  test('the fallback is the caller’s', () => expect(safeRedirectPath('//x', '/account')).toBe('/account'));
});
