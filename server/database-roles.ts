import pg from 'pg';

/** The audit tables: the app's role may read and add to them, never change or empty them (docs/SECURITY.md). */
const AUDIT_TABLES = ['"AuditEvent"', '"AuditPending"', '"AuditChain"'];

const quoteRole = (role: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(role)) throw new Error(`Not a plain role name: ${role}`);
  return `"${role}"`;
};

/**
 * The statements that give `appRole` what the app needs on the owner's tables and nothing more on the audit log:
 * SELECT and INSERT there (the heads move only through the owner's functions). Run as the owner after every
 * migration, so that new tables are granted too.
 */
export function appGrants(appRole: string): string[] {
  const role = quoteRole(appRole);
  return [
    `GRANT USAGE ON SCHEMA public TO ${role}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role}`,
    `REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON ${AUDIT_TABLES.join(', ')} FROM ${role}`,
    `REVOKE INSERT ON "AuditChain" FROM ${role}`,
    `REVOKE ALL ON "_prisma_migrations" FROM ${role}`,
  ];
}

/** Grants the app's role its rights, connected as the owner at `ownerUrl`. */
export async function grantAppRole(ownerUrl: string, appRole: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    for (const statement of appGrants(appRole)) await client.query(statement);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

/** Creates the login role `name` with `password` if the server has none of that name (as a superuser or CREATEROLE). */
export async function ensureLoginRole(adminUrl: string, name: string, password: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [name]);
    const literal = client.escapeLiteral(password);
    const verb = found.rowCount ? 'ALTER' : 'CREATE';
    await client.query(`${verb} ROLE ${quoteRole(name)} LOGIN PASSWORD ${literal}`);
  } finally {
    await client.end();
  }
}
