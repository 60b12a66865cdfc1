import 'server-only';
import type { Db } from '@/lib/db/client';
import { DEMO_STAFF, ensureDemoStaff, seedDemoTournament } from './seed';

export const DEMO_DEFAULTS = { players: 32, seed: 'demo', slug: 'demo', name: 'Demo Spring Classic', rounds: 2 };

const RESET = 'A forgotten password: npm run staff:add -- --email EMAIL --reset prints a new one.';

/**
 * What `npm start` tells the person at the keyboard about signing in. On the first start of an empty embedded
 * database it seeds the demo tournament and prints its staff's generated passwords, this once, on the console only.
 * An installation with no account yet says how to make the first administrator.
 */
export async function firstStartLines(db: Db, embedded: boolean, date: string): Promise<string[]> {
  const empty = (await db.tournament.count()) === 0 && (await db.user.count()) === 0;
  if (empty && embedded) {
    const { created } = await ensureDemoStaff(db);
    await seedDemoTournament(db, { ...DEMO_DEFAULTS, date });
    return [
      `Demo tournament "${DEMO_DEFAULTS.name}" created with ${DEMO_DEFAULTS.players} players and ${DEMO_DEFAULTS.rounds} rounds played.`,
      'Demo sign-in — these passwords are shown this once; note them now:',
      ...created.map((login) => `  ${login.role.padEnd(12)} ${login.email}  password: ${login.password}`),
    ];
  }
  if ((await db.user.count()) === 0) {
    return [
      'No staff account yet. Make yourself the administrator: npm run staff:add -- --email EMAIL --name "NAME" --admin',
    ];
  }
  const demo = await db.user.count({ where: { email: { in: DEMO_STAFF.map((staff) => staff.email) } } });
  return demo
    ? [`Demo sign-in: ${DEMO_STAFF.map((s) => s.email).join(', ')} (passwords shown at the first start).`, RESET]
    : [RESET];
}
