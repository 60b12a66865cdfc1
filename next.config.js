/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // A second build folder lets a developer run the app while the browser tests build theirs.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // forbidden() answers 403 for staff pages a signed-in user may not use; a tournament backup is uploaded through a
  // server action, and a large event's file is tens of megabytes.
  experimental: { authInterrupts: true, serverActions: { bodySizeLimit: '200mb' } },
  // The build checks the app's own code; `npm test` type-checks everything, tests and scripts included.
  typescript: { tsconfigPath: 'tsconfig.app.json' },
  // Server-only packages with WebAssembly or native-style loading stay out of the bundle.
  serverExternalPackages: ['@prisma/client', '@prisma/adapter-pg', 'pg', 'bcryptjs'],
};

export default nextConfig;
