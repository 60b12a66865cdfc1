import type { Db } from '@/lib/db/client';
import { DEMO_LOGINS, seedDemoTournament } from './seed';

export const DEMO_DEFAULTS = { players: 32, seed: 'demo', slug: 'demo', name: 'Demo Spring Classic', rounds: 2 };

/** On first start with an empty embedded database: the demo tournament and the logins to print. */
export async function seedDemoIfEmpty(db: Db, date: string): Promise<string[]> {
  if ((await db.tournament.count()) > 0 || (await db.user.count()) > 0) return [];
  await seedDemoTournament(db, { ...DEMO_DEFAULTS, date });
  return [
    `Demo tournament "${DEMO_DEFAULTS.name}" created with ${DEMO_DEFAULTS.players} players and ${DEMO_DEFAULTS.rounds} rounds played.`,
    ...demoLoginLines(),
  ];
}

export function demoLoginLines(): string[] {
  return [
    'Demo sign-in (demo mode only):',
    ...DEMO_LOGINS.map((l) => `  ${l.role.padEnd(12)} ${l.email}  password: ${l.password}`),
  ];
}
