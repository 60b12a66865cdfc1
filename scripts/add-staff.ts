// `npm run staff:add -- --email E --name "N" [--admin]`: a staff account with a generated password, printed once.
// `npm run staff:add -- --email E --reset`: a new generated password for an existing account (a forgotten one).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { newPassword, hashPassword } from '@/lib/auth/password';
import { resetPassword } from '@/lib/accounts/mutations';
import { SYSTEM } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import { resolveDatabase, StartupError } from '@/server/database';
import { loadDotEnv } from '@/server/env';
import { prepareDatabase } from '@/server/migrate';
import { runCli } from '@/server/cli';

const email = z.string().trim().toLowerCase().email('--email: a valid email address');
const argsSchema = z.union([
  z.object({ email, reset: z.literal(true) }),
  z.object({
    email,
    name: z.string().trim().min(1, "--name: the person's name"),
    admin: z.boolean().default(false),
    reset: z.undefined(),
  }),
]);

async function addOrReset(args: z.infer<typeof argsSchema>, password: string): Promise<string> {
  const existing = await db().user.findUnique({ where: { email: args.email }, select: { id: true } });
  if (args.reset) {
    if (!existing) throw new StartupError(`${args.email} has no account: create it with --name.`);
    // As an administrator's reset: the old password and every session end; in the installation's audit chain.
    await resetPassword(db(), SYSTEM, { id: existing.id, email: args.email }, password, null);
    return `New password for ${args.email}: ${password}`;
  }
  if (existing) throw new StartupError(`${args.email} already has an account (a new password: add --reset).`);
  const passwordHash = await hashPassword(password);
  await db().user.create({ data: { email: args.email, name: args.name, isAdmin: args.admin, passwordHash } });
  return `Created ${args.admin ? 'administrator' : 'staff'} account ${args.email} with password: ${password}`;
}

loadDotEnv();
runCli(async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      admin: { type: 'boolean' },
      reset: { type: 'boolean' },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    const usage = 'npm run staff:add -- --email E --name "N" [--admin]   or   --email E --reset';
    throw new StartupError(`${[...new Set(parsed.error.issues.map((i) => i.message))].join('; ')}. Usage: ${usage}`);
  }
  const database = await resolveDatabase(console.log);
  try {
    await prepareDatabase(database);
    console.log(await addOrReset(parsed.data, newPassword()));
    await db().$disconnect();
  } finally {
    await database.stop();
  }
});
