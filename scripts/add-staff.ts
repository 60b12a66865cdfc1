// `npm run staff:add -- --email E --name "N" [--admin]`: a staff account with a generated password, printed once.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { hashPassword } from '@/lib/auth/password';
import { db } from '@/lib/db/client';
import { resolveDatabase, StartupError } from '@/lib/runtime/database';
import { loadDotEnv } from '@/lib/runtime/env';
import { migrateDeploy } from '@/lib/runtime/migrate';
import { runCli } from './cli';

const argsSchema = z.object({
  email: z.string().trim().toLowerCase().email('--email: a valid email address'),
  name: z.string().trim().min(1, "--name: the person's name"),
  admin: z.boolean().default(false),
});

loadDotEnv();
runCli(async () => {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, admin: { type: 'boolean' } },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new StartupError(parsed.error.issues.map((i) => i.message).join('; '));
  const database = await resolveDatabase(console.log);
  try {
    migrateDeploy(database.url);
    process.env.DATABASE_URL = database.url;
    const password = randomBytes(9).toString('base64url');
    const { email, name, admin } = parsed.data;
    if (await db().user.findUnique({ where: { email } })) throw new StartupError(`${email} already has an account.`);
    await db().user.create({ data: { email, name, isAdmin: admin, passwordHash: await hashPassword(password) } });
    console.log(`Created ${admin ? 'administrator' : 'staff'} account ${email} with password: ${password}`);
    await db().$disconnect();
  } finally {
    await database.stop();
  }
});
