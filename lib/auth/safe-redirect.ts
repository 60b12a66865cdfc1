const BASE = 'http://same-origin.invalid';

/**
 * Where to send someone after signing in: `value` when it is a path on this site, else `fallback`. Browsers read `\`
 * as `/` and skip tabs and newlines, so `/\evil.example` and `/\t/evil.example` lead to another site: any backslash or
 * control character is refused, as are `//…` and absolute URLs. What is returned is re-serialised from the parsed URL.
 */
export function safeRedirectPath(value: unknown, fallback = '/staff'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  const url = new URL(value, BASE);
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
