import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';

// prisma/orm#27403: adapter-pg cannot deserialize catalog columns of type `name` (OID 19) and `"char"` (OID 18),
// which the schema engine reads while migrating. Reporting them as text (OID 25) is what they are.
const CATALOG_TEXT_OIDS = new Set([18, 19]);
const TEXT_OID = 25;

type Field = { dataTypeID: number };
type Result = { fields?: Field[] } | undefined;

function asText(result: Result): Result {
  for (const field of result?.fields ?? []) {
    if (CATALOG_TEXT_OIDS.has(field.dataTypeID)) field.dataTypeID = TEXT_OID;
  }
  return result;
}

class CatalogTextClient extends pg.Client {
  // pg calls query with a trailing callback (from the pool) or expects a promise (from the adapter).
  override query(...args: unknown[]): never {
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (err: unknown, res: Result) => last(err, asText(res));
      return (super.query as (...a: unknown[]) => never)(...args);
    }
    const pending = (super.query as (...a: unknown[]) => Promise<Result> | undefined)(...args);
    return (pending?.then ? pending.then(asText) : pending) as never;
  }
}

/** Idle connections keep no process alive: the CLI ended some ten seconds after its last migration otherwise. */
function poolConfig(connectionString: string): pg.PoolConfig {
  return { connectionString, Client: CatalogTextClient, max: 2, allowExitOnIdle: true };
}

/**
 * `migrate dev` needs a shadow database. adapter-pg's own one reuses the main URL and cannot drop what it made,
 * so `migrate dev` takes SHADOW_DATABASE_URL, an existing empty database. `migrate deploy` never asks for it.
 */
class MigrationPg extends PrismaPg {
  constructor(
    connectionString: string,
    private readonly shadowUrl: string | undefined,
  ) {
    super(poolConfig(connectionString));
  }

  // adapter-pg splits a script on every `;`, which breaks function bodies; PostgreSQL takes the script whole.
  override async connect() {
    const adapter = await super.connect();
    adapter.executeScript = async (script: string) => {
      await adapter.underlyingDriver().query(script);
    };
    return adapter;
  }

  override async connectToShadowDb() {
    if (!this.shadowUrl) throw new Error('Set SHADOW_DATABASE_URL to an empty database to run prisma migrate dev.');
    return new MigrationPg(this.shadowUrl, undefined).connect();
  }
}

/** The driver adapter the Prisma CLI migrates with; only for migrations. */
export function migrationAdapter(connectionString: string, shadowUrl?: string): PrismaPg {
  return new MigrationPg(connectionString, shadowUrl);
}
