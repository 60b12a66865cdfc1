// `npm run staff:add -- --email E --name "N" [--admin]`: a staff account with a generated password, printed once.
// `npm run staff:add -- --email E --reset`: a new generated password for an existing account (a forgotten one).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { generatedPassword, hashPassword } from '@/lib/auth/password';
import { db } from '@/lib/db/client';
import { resolveDatabase, StartupError } from '@/lib/runtime/database';
import { loadDotEnv } from '@/lib/runtime/env';
import { prepareDatabase } from '@/lib/runtime/migrate';
import { runCli } from './cli';

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
  const passwordHash = await hashPassword(password);
  const existing = await db().user.findUnique({ where: { email: args.email }, select: { id: true } });
  if (args.reset) {
    if (!existing) throw new StartupError(`${args.email} has no account: create it with --name.`);
    await db().user.update({ where: { id: existing.id }, data: { passwordHash } });
    return `New password for ${args.email}: ${password}`;
  }
  if (existing) throw new StartupError(`${args.email} already has an account (a new password: add --reset).`);
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
    console.log(await addOrReset(parsed.data, generatedPassword()));
    await db().$disconnect();
  } finally {
    await database.stop();
  }
});
