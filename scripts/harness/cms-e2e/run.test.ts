import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_TAGS, STRAPI_FILTER, createRun, leftOut, resetRun } from './run.mjs';
import { PORTS } from '../../servers/ports.mjs';

describe('resetRun: a CMS run starts with nothing of the one before', () => {
  const cmsDir = mkdtempSync(join(tmpdir(), 'cms-reset-'));
  afterEach(() => rmSync(cmsDir, { recursive: true, force: true }));

  /** A run's folder and files as createRun lays them out, under this test's cmsDir. */
  const filesOf = (name: string) => {
    const tmp = `.tmp/e2e-${name}`;
    const dir = join(cmsDir, tmp);
    const { files } = createRun(name === 'postgres' ? ['node', 'cms-e2e.mjs', '--postgres'] : ['node', 'cms-e2e.mjs']);
    // The same names as a real run's, moved under this test's cmsDir.
    const moved = (path: string) => join(dir, path.slice(files.dir.length + 1));
    return {
      tmp,
      dir,
      db: `${tmp}/e2e.db`,
      token: moved(files.token),
      previewToken: moved(files.previewToken),
      enquiryToken: moved(files.enquiryToken),
      s3: moved(files.s3),
    };
  };
  const write = (file: string) => {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, 'x');
  };

  it('removes the database, the tokens, the uploads, the store and the erasure log, and keeps .gitkeep', () => {
    const files = filesOf('sqlite');
    const left = [
      join(cmsDir, files.db),
      files.token,
      files.previewToken,
      files.enquiryToken,
      join(files.s3, 'agency-media/cover.jpg'),
      join(cmsDir, 'public/uploads/cover.jpg'),
      join(cmsDir, 'public/uploads/.gitkeep'),
      // A Strapi without a bucket keeps its erasure log beside its database, sealed with its run's key.
      join(files.dir, 'backups/erasures/entry.json'),
    ];
    left.forEach(write);
    resetRun({ cmsDir, files });
    expect(left.filter((file) => existsSync(file)).map((file) => file.slice(cmsDir.length + 1))).toEqual(['public/uploads/.gitkeep']);
    expect(readdirSync(files.dir)).toEqual([]);
  });

  it("leaves the other kind's folder alone: that run may be going on beside this one", () => {
    const sqlite = filesOf('sqlite');
    const postgres = filesOf('postgres');
    expect(postgres.dir).not.toBe(sqlite.dir);
    write(postgres.token);
    write(join(postgres.s3, 'agency-media/cover.jpg'));
    resetRun({ cmsDir, files: sqlite });
    expect(existsSync(postgres.token)).toBe(true);
    expect(existsSync(join(postgres.s3, 'agency-media/cover.jpg'))).toBe(true);
  });
});

describe('createRun: the SQLite and the PostgreSQL run share nothing', () => {
  it('no port, no folder and no build in common', () => {
    const sqlite = createRun(['node', 'cms-e2e.mjs']);
    const postgres = createRun(['node', 'cms-e2e.mjs', '--postgres']);
    const sqlitePorts = Object.values(sqlite.ports);
    for (const port of Object.values(postgres.ports)) expect(sqlitePorts).not.toContain(port);
    expect(postgres.files.dir.startsWith(`${sqlite.files.dir}`)).toBe(false);
    for (const key of ['token', 'previewToken', 'enquiryToken', 's3', 'db'] as const)
      expect(postgres.files[key]).not.toBe(sqlite.files[key]);
    expect(postgres.siteDist).not.toBe(sqlite.siteDist);
    expect(postgres.strapiEnv.BACKUP_DIR).not.toBe(sqlite.strapiEnv.BACKUP_DIR);
    expect(sqlite.strapiEnv.BACKUP_DIR).toBe(`${sqlite.files.tmp}/backups`);
  });
});

describe('leftOut: each test runs in one of the two runs', () => {
  it('the PostgreSQL run leaves out @any-database, the SQLite run takes only @any-database', () => {
    expect(leftOut(true, [], true)).toEqual({ [STRAPI_FILTER.grepInvert]: DATABASE_TAGS.anyDatabase });
    expect(leftOut(false, [], true)).toEqual({ [STRAPI_FILTER.grep]: DATABASE_TAGS.anyDatabase });
    // Any other argument (a title to grep, a headed browser) keeps the split.
    expect(leftOut(false, ['-g', 'bucket gone', '--headed'], true)).toEqual({ [STRAPI_FILTER.grep]: DATABASE_TAGS.anyDatabase });
  });
  it('without PostgreSQL, or with a spec named on the command line, the SQLite run takes every test', () => {
    expect(leftOut(false, [], false)).toEqual({});
    expect(leftOut(false, ['-g', 'bucket gone'], false)).toEqual({});
    expect(leftOut(false, ['e2e/strapi/backups.spec.ts'], true)).toEqual({});
    expect(leftOut(false, ['e2e/strapi/backups.spec.ts:111'], true)).toEqual({});
    expect(leftOut(true, ['e2e/strapi/backups.spec.ts'], true)).toEqual({ [STRAPI_FILTER.grepInvert]: DATABASE_TAGS.anyDatabase });
  });
});

describe('the ports of a run', () => {
  it("gives the CMS suites' PostgreSQL run a block of its own: none of the ports it uses is in the table", () => {
    const table = Object.values(PORTS).flatMap((use) => Array.from({ length: use.span ?? 1 }, (_, i) => use.port + i));
    const sqlite = Object.values(createRun(['node', 'cms-e2e.mjs']).ports);
    const postgres = Object.entries(createRun(['node', 'cms-e2e.mjs', '--postgres']).ports);
    // The SQLite run's are the table's own; every one the PostgreSQL run uses is outside it.
    for (const port of sqlite) expect(table).toContain(port);
    expect(postgres.length).toBe(sqlite.length);
    for (const [name, port] of postgres) expect(table, name).not.toContain(port);
  });
});
