/**
 * Security headers on every response (see docs/SECURITY.md). Next.js hydrates the App Router with inline scripts, so
 * scripts need 'unsafe-inline' (no nonces here); development mode also evaluates code, so 'unsafe-eval' is added
 * there only.
 */
export function contentSecurityPolicy(production = process.env.NODE_ENV === 'production') {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${production ? '' : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(production = process.env.NODE_ENV === 'production') {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(production) },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  ];
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The front zips the app's answers, those of 1 KB and more (server/http/zip-answer.ts).
  compress: false,
  // A second build folder lets a developer run the app while the browser tests build theirs.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // forbidden() answers 403 for staff pages a signed-in user may not use. Server actions keep Next.js's default body
  // limit (1 MB): a backup file is uploaded to its own route handler (app/api/backups), which checks the
  // administrator before it reads the body.
  experimental: { authInterrupts: true },
  // The build checks the app's own code; `npm test` type-checks everything, tests and scripts included.
  typescript: { tsconfigPath: 'tsconfig.app.json' },
  // Server-only packages with WebAssembly or native-style loading stay out of the bundle.
  serverExternalPackages: ['@prisma/client', '@prisma/adapter-pg', 'pg', 'bcryptjs'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
};

export default nextConfig;
