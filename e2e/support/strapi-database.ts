import { createRequire } from 'node:module';

/**
 * Strapi's own database, reached directly (SQLite's file or PostgreSQL's URL in STRAPI_DATABASE,
 * set by scripts/harness/cms-e2e.mjs): for the specs that prove a row is gone from the database itself,
 * not only from what Strapi's APIs show, and for the one that ages a row instead of waiting for
 * it to age. The drivers are the CMS's own (cms/node_modules).
 */
const cmsRequire = createRequire(new URL('../../cms/package.json', import.meta.url));

interface SqliteDb {
  prepare(sql: string): { all(...params: unknown[]): unknown[]; run(...params: unknown[]): { changes: number } };
  close(): void;
}

const onPostgres = () => process.env.STRAPI_DATABASE!.startsWith('postgres');

/** Runs one statement ($1, $2… for parameters, as PostgreSQL writes them): its rows, and how many rows it changed. */
async function execute<T>(sql: string, params: unknown[], write: boolean): Promise<{ rows: T[]; changed: number }> {
  const where = process.env.STRAPI_DATABASE!;
  if (onPostgres()) {
    const { Client } = cmsRequire('pg') as {
      Client: new (o: { connectionString: string }) => {
        connect(): Promise<void>;
        query(sql: string, params: unknown[]): Promise<{ rows: T[]; rowCount: number | null }>;
        end(): Promise<void>;
      };
    };
    const client = new Client({ connectionString: where });
    await client.connect();
    try {
      const result = await client.query(sql, params);
      return { rows: result.rows, changed: result.rowCount ?? 0 };
    } finally {
      await client.end();
    }
  }
  const Database = cmsRequire('better-sqlite3') as new (file: string, o: { readonly: boolean; timeout: number }) => SqliteDb;
  // Strapi may be writing at the same moment: a write waits for its lock rather than failing.
  const db = new Database(where, { readonly: !write, timeout: 10_000 });
  try {
    const statement = db.prepare(sql.replace(/\$\d+/g, '?'));
    return write ? { rows: [], changed: statement.run(...params).changes } : { rows: statement.all(...params) as T[], changed: 0 };
  } finally {
    db.close();
  }
}

/** The rows `sql` selects ($1, $2… for parameters, as PostgreSQL writes them). */
export async function databaseRows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await execute<T>(sql, params, false)).rows;
}

/**
 * Moves an enquiry's arrival `ms` into the past, as that much time passing would: the retention
 * spec then sees the cron delete it within a round, instead of waiting out the retention period.
 * Strapi keeps a date as milliseconds on SQLite and as a timestamp on PostgreSQL.
 */
export async function backdateEnquiry(documentId: string, ms: number): Promise<void> {
  const sql = onPostgres()
    ? 'UPDATE enquiries SET created_at = created_at - make_interval(secs => $1) WHERE document_id = $2'
    : 'UPDATE enquiries SET created_at = created_at - $1 WHERE document_id = $2';
  const { changed } = await execute(sql, [onPostgres() ? ms / 1000 : ms, documentId], true);
  if (changed === 0) throw new Error(`No enquiry ${documentId} to backdate.`);
}
