import { describe, expect, it } from 'vitest';
import { DatabaseSync } from 'node:sqlite';
import { clientKey, d1Counter, DEFAULT_RATE_LIMIT, RATE_TABLE, RATE_TIDY, rateLimitOf, type D1Like } from './rate-limit';

describe('rateLimitOf', () => {
  it.each([
    ['5/60', { requests: 5, seconds: 60 }],
    [' 20/600 ', { requests: 20, seconds: 600 }],
    [undefined, DEFAULT_RATE_LIMIT],
    ['0/60', DEFAULT_RATE_LIMIT],
    ['lots', DEFAULT_RATE_LIMIT],
  ])('%j', (value, limit) => expect(rateLimitOf(value)).toEqual(limit));
});

describe('clientKey: an IPv4 address, or an IPv6 /64', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    [' 203.0.113.9 ', '203.0.113.9'],
    ['2001:db8:7:1::1', '2001:db8:7:1::/64'],
    ['2001:0DB8:0007:0001:aaaa:bbbb:cccc:dddd', '2001:db8:7:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8::1:2:3:4', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['::ffff:c633:6407', '198.51.100.7'],
    [null, 'unknown'],
    ['', 'unknown'],
    ['not an address', 'unknown'],
    ['256.1.1.1', 'unknown'],
    ['2001:db8::1::2', 'unknown'],
    ['2001:db8:1:2:3:4:5:6:7', 'unknown'],
    ['12345::1', 'unknown'],
  ])('%j → %s', (address, key) => expect(clientKey(address)).toBe(key));
});

/**
 * D1 as SQLite answers the counter's three statements, and a count of the rows each writes (what
 * D1 bills: rows written). The real database is driven on workerd by e2e/strapi/enquiry-attacks.spec.ts.
 */
function fakeD1({ failing = false } = {}) {
  const rows = new Map<string, { client: string; win: number; hits: number }>();
  const stats = { statements: 0, rowsWritten: 0 };
  const statement = (sql: string, values: unknown[] = []) => ({
    bind: (...bound: unknown[]) => statement(sql, bound),
    async run() {
      stats.statements += 1;
      if (failing) throw new Error('D1_ERROR: no such table');
      if (sql.startsWith('DELETE')) {
        for (const [k, r] of rows) {
          if (r.win >= (values[0] as number)) continue;
          rows.delete(k);
          stats.rowsWritten += 1;
        }
      }
      return {};
    },
    async first<T>(): Promise<T | null> {
      stats.statements += 1;
      if (failing) throw new Error('D1_ERROR: no such table');
      const [client, win, limit] = values as [string, number, number];
      const key = `${client}|${win}`;
      const row = rows.get(key);
      if (!row) {
        rows.set(key, { client, win, hits: 1 });
        stats.rowsWritten += 1;
        return { hits: 1 } as T;
      }
      if (!(row.hits < limit)) return null;
      row.hits += 1;
      stats.rowsWritten += 1;
      return { hits: row.hits } as T;
    },
  });
  const db: D1Like = { prepare: (sql: string) => statement(sql) };
  return { db, rows, stats };
}

describe('d1Counter: a flood costs a bounded number of writes', () => {
  it('counts up to the limit, then answers limit + 1 without writing; 10,000 requests write 10 rows', async () => {
    const { db, stats } = fakeD1();
    const counter = d1Counter(db);
    const counts = [];
    for (let i = 0; i < 10_000; i++) counts.push(await counter.hit('2001:db8:7:1::/64', 100, 10));
    expect(counts.slice(0, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11]);
    expect(counts.every((c) => c <= 11)).toBe(true);
    expect(stats.rowsWritten).toBe(10);
    // The table and its index once, ten counts and a tidy, the refused one: the isolate remembers the rest.
    expect(stats.statements).toBe(14);
  });

  it('another window starts a new count and drops the windows before the last', async () => {
    const { db, rows } = fakeD1();
    const counter = d1Counter(db);
    await counter.hit('a', 1, 3);
    await counter.hit('b', 2, 3);
    expect(await counter.hit('a', 3, 3)).toBe(1);
    expect([...rows.keys()].sort()).toEqual(['a|3', 'b|2']);
  });

  it('remembers over-limit clients in the map it is given, and forgets the oldest past 10,000', async () => {
    const { db, stats } = fakeD1();
    const overLimit = new Map<string, true>();
    const first = d1Counter(db, overLimit);
    await first.hit('c', 1, 1);
    expect(await first.hit('c', 1, 1)).toBe(2);
    const before = stats.statements;
    // A later request of the same isolate (a new counter over the same map) asks D1 nothing.
    expect(await d1Counter(db, overLimit).hit('c', 1, 1)).toBe(2);
    expect(stats.statements).toBe(before);
    for (let i = 0; i < 9_999; i++) overLimit.set(`x${i}|1`, true);
    expect(overLimit.size).toBe(10_000);
    await first.hit('d', 1, 1);
    expect(await first.hit('d', 1, 1)).toBe(2);
    expect(overLimit.size).toBe(10_000);
    expect([overLimit.has('c|1'), overLimit.has('d|1')]).toEqual([false, true]);
  });

  it('throws when the store fails, for the door to decide (it lets the enquiry through)', async () => {
    await expect(d1Counter(fakeD1({ failing: true }).db).hit('e', 1, 5)).rejects.toThrow(/D1_ERROR/);
  });
});

/** D1's statements over a real SQLite (D1 is SQLite): the counter's own SQL, run as written. */
function sqliteD1(sqlite: DatabaseSync): D1Like {
  // D1 numbers its parameters ?1, ?2...; node:sqlite binds them by position as well.
  const statement = (sql: string, values: unknown[] = []) => ({
    bind: (...bound: unknown[]) => statement(sql, bound),
    async run() {
      sqlite.prepare(sql).run(...(values as never[]));
      return {};
    },
    async first<T>(): Promise<T | null> {
      return (sqlite.prepare(sql).get(...(values as never[])) as T | undefined) ?? null;
    },
  });
  return { prepare: (sql: string) => statement(sql) };
}

describe('the limiter on SQLite: its tidy reads what it deletes, not the table', () => {
  it('the tidy uses the index on the window: no scan of the table', async () => {
    const sqlite = new DatabaseSync(':memory:');
    const counter = d1Counter(sqliteD1(sqlite));
    // 1,000 new clients in one window, then one in the next: the counts are right on real SQL.
    for (let i = 0; i < 1000; i++) expect(await counter.hit(`2001:db8:${i.toString(16)}::/64`, 500, 5)).toBe(1);
    expect(await counter.hit('2001:db8:1::/64', 500, 5)).toBe(2);
    expect(await counter.hit('late', 502, 5)).toBe(1);
    expect((sqlite.prepare('SELECT count(*) AS n FROM enquiry_rate').get() as { n: number }).n).toBe(1);
    const plan = (sqlite.prepare(`EXPLAIN QUERY PLAN ${RATE_TIDY}`).all(1) as Array<{ detail: string }>).map((r) => r.detail);
    expect(plan.join(' | ')).toMatch(/SEARCH enquiry_rate USING (COVERING )?INDEX enquiry_rate_win \(win<\?\)/);
    expect(plan.join(' | ')).not.toMatch(/SCAN enquiry_rate/);
  });

  it('without the index, the same tidy scans the whole table (what every new client paid before)', () => {
    const sqlite = new DatabaseSync(':memory:');
    sqlite.exec(RATE_TABLE[0]);
    const plan = (sqlite.prepare(`EXPLAIN QUERY PLAN ${RATE_TIDY}`).all(1) as Array<{ detail: string }>).map((r) => r.detail);
    expect(plan.join(' | ')).toMatch(/SCAN enquiry_rate/);
  });
});
