import { afterEach, describe, expect, it, vi } from 'vitest';
import restoreMark from './restore-mark.js';

const { MARK, MARK_ROW_KEY, knexConfig } = restoreMark;

describe('the mark a restore leaves', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the row strapi.store reads for its key', () => {
    expect(MARK_ROW_KEY).toBe(`${MARK.type}_${MARK.name}_${MARK.key}`);
  });

  it('is written to the database config/database.js names: SQLite through better-sqlite3', () => {
    vi.stubEnv('DATABASE_CLIENT', '');
    vi.stubEnv('DATABASE_FILENAME', '.tmp/restored.db');
    const config = knexConfig();
    expect(config.client).toBe('better-sqlite3');
    expect(config.connection.filename).toMatch(/cms\/\.tmp\/restored\.db$/);
  });

  it('and PostgreSQL in its schema', () => {
    vi.stubEnv('DATABASE_CLIENT', 'postgres');
    vi.stubEnv('DATABASE_URL', 'postgres://u:p@127.0.0.1:5432/cms');
    vi.stubEnv('DATABASE_SCHEMA', 'agency');
    const config = knexConfig();
    expect(config).toMatchObject({
      client: 'pg',
      connection: { connectionString: 'postgres://u:p@127.0.0.1:5432/cms' },
      searchPath: ['agency'],
    });
    expect(config.connection.schema).toBeUndefined();
  });
});
