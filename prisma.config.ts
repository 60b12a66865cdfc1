import { defineConfig } from 'prisma/config';
import { migrationAdapter } from './lib/db/migration-adapter';

// Without a resolvable DATABASE_URL Prisma 6 falls back to its native engine and tries to download it.
// `prisma generate` needs no database, so a placeholder is enough there.
process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/placeholder';

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  adapter: async () => migrationAdapter(process.env.DATABASE_URL as string, process.env.SHADOW_DATABASE_URL),
});
