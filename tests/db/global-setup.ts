import { prepareTestDatabase } from '../support/test-database';

// `npm test` prepares the database once for every project; a direct `vitest --project db` gets its own.
export default async function setup() {
  if (process.env.TEST_DATABASE_READY) return;
  const database = await prepareTestDatabase();
  return () => database.stop();
}
