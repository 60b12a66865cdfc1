// `npm run audit:verify`: checks every audit event's hash and its link in its tournament's chain, and each chain's end.
import { db } from '@/lib/db/client';
import { verifyAuditLog } from '@/lib/audit/verify';
import { resolveDatabase } from '@/server/database';
import { loadDotEnv } from '@/server/env';
import { runCli } from '@/server/cli';

const count = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;

/** A chain as a director knows it: its tournament's slug, or its id if the tournament is gone. */
async function chainName(chain: string): Promise<string> {
  if (chain === '-') return 'no tournament';
  const tournament = await db().tournament.findUnique({ where: { id: chain }, select: { slug: true } });
  return `tournament ${tournament?.slug ?? chain}`;
}

/** Prints the verdict; true when the log verifies. */
async function verify(): Promise<boolean> {
  const result = await verifyAuditLog(db());
  if (result.ok) {
    console.log(`Audit log verifies: ${count(result.events, 'event')} in ${count(result.chains, 'chain')}.`);
    return true;
  }
  const { id, chain, problem } = result.break;
  const at = id === null ? '' : ` at event #${id}`;
  console.log(`Audit log broken${at} (${await chainName(chain)}): ${problem}`);
  return false;
}

loadDotEnv();
runCli(async () => {
  const database = await resolveDatabase(console.log);
  try {
    process.env.DATABASE_URL = database.url;
    const ok = await verify();
    await db().$disconnect();
    if (!ok) process.exitCode = 1;
  } finally {
    await database.stop();
  }
});
