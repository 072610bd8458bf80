import { createRequire } from 'node:module';

/**
 * Strapi's own database, read directly (SQLite's file or PostgreSQL's URL in STRAPI_DATABASE,
 * set by scripts/harness/cms-e2e.mjs): for the specs that prove a row is gone from the database itself,
 * not only from what Strapi's APIs show. The drivers are the CMS's own (cms/node_modules).
 */
const cmsRequire = createRequire(new URL('../../cms/package.json', import.meta.url));

interface SqliteDb {
  prepare(sql: string): { all(...params: unknown[]): unknown[] };
  close(): void;
}

/** The rows `sql` selects ($1, $2… for parameters, as PostgreSQL writes them). */
export async function databaseRows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const where = process.env.STRAPI_DATABASE!;
  if (where.startsWith('postgres')) {
    const { Client } = cmsRequire('pg') as {
      Client: new (o: { connectionString: string }) => {
        connect(): Promise<void>;
        query(sql: string, params: unknown[]): Promise<{ rows: T[] }>;
        end(): Promise<void>;
      };
    };
    const client = new Client({ connectionString: where });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  }
  const Database = cmsRequire('better-sqlite3') as new (file: string, o: { readonly: boolean }) => SqliteDb;
  const db = new Database(where, { readonly: true });
  try {
    return db.prepare(sql.replace(/\$\d+/g, '?')).all(...params) as T[];
  } finally {
    db.close();
  }
}
