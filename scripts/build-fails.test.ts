import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A build against a configured but unreachable CMS must fail loudly, naming the URL, and
 * publish nothing: never a site with an empty or partial blog.
 */
describe('build with an unreachable CMS', () => {
  it('retries, then fails with the URL, and writes no site', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'agency-build-'));
    rmSync(outDir, { recursive: true });
    const result = spawnSync('npx', ['astro', 'build', '--outDir', outDir], {
      env: { ...process.env, PUBLIC_STRAPI_URL: 'http://127.0.0.1:9' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain('http://127.0.0.1:9/api/blogs');
    expect(output).toMatch(/CMS request failed/);
    expect(existsSync(join(outDir, 'blog', 'index.html'))).toBe(false);
    rmSync(outDir, { recursive: true, force: true });
  }, 150_000);
});
