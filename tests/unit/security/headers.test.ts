import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, test, vi } from 'vitest';

type Header = { key: string; value: string };
type Config = { default: { headers: () => Promise<{ source: string; headers: Header[] }[]> } };

// next.config.js is plain JavaScript read by Next.js; it is imported by its path so the type-check leaves it alone.
const load = async () =>
  (await import(/* @vite-ignore */ `${pathToFileURL(path.resolve('next.config.js')).href}?${Math.random()}`)) as Config;

async function headersIn(env: string) {
  vi.stubEnv('NODE_ENV', env);
  const rules = await (await load()).default.headers();
  expect(rules).toHaveLength(1);
  expect(rules[0]?.source).toBe('/:path*');
  return new Map(rules[0]?.headers.map((h) => [h.key, h.value]));
}

const directives = (csp: string | undefined) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

afterEach(() => vi.unstubAllEnvs());

describe('security headers on every route', () => {
  test('production: the policy, framing, referrer, sniffing and permissions', async () => {
    const headers = await headersIn('production');
    const csp = directives(headers.get('Content-Security-Policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Permissions-Policy')).toMatch(/camera=\(\)/);
    expect(headers.get('Permissions-Policy')).toMatch(/geolocation=\(\)/);
  });

  test("'unsafe-eval' only outside production (Next.js development mode needs it)", async () => {
    expect(directives((await headersIn('production')).get('Content-Security-Policy')).get('script-src')).not.toContain(
      "'unsafe-eval'",
    );
    expect(directives((await headersIn('development')).get('Content-Security-Policy')).get('script-src')).toContain(
      "'unsafe-eval'",
    );
  });

  test('the policy allows nothing from another origin', async () => {
    const csp = (await headersIn('production')).get('Content-Security-Policy') ?? '';
    expect(csp).not.toMatch(/https?:|\*/);
  });
});
