import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The services the pages' controls need, as the end-to-end builds have them (a build without them stops). */
const TEST_ENV = JSON.parse(readFileSync(new URL('../../e2e/support/test-env.json', import.meta.url), 'utf8')) as Record<string, string>;

/**
 * A build against a configured but unreachable CMS must fail loudly, naming the URL, and
 * publish nothing: never a site with an empty or partial blog, and the previous site stays.
 */
describe('build with an unreachable CMS', () => {
  it('retries, then fails with the URL, leaving the previous output untouched', () => {
    const outDir = join(mkdtempSync(join(tmpdir(), 'agency-build-')), 'site');
    mkdirSync(outDir);
    writeFileSync(join(outDir, 'index.html'), 'previous site');
    const result = spawnSync(process.execPath, ['scripts/build/build.mjs', '--outDir', outDir], {
      env: { ...process.env, ...TEST_ENV, PUBLIC_STRAPI_URL: 'http://127.0.0.1:9' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    // The posts and the categories load side by side (two inline loaders): whichever read fails
    // first is the one named, with the CMS's URL.
    expect(output).toMatch(/http:\/\/127\.0\.0\.1:9\/api\/(blogs|categories)\?/);
    expect(output).toMatch(/CMS request failed/);
    expect(output).toContain('is untouched');
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe('previous site');
    expect(existsSync(`${outDir}.next`)).toBe(false);
    rmSync(join(outDir, '..'), { recursive: true, force: true });
  }, 150_000);
});
