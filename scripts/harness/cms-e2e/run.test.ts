import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resetRun } from './run.mjs';

describe('resetRun: a CMS run starts with nothing of the one before', () => {
  const cmsDir = mkdtempSync(join(tmpdir(), 'cms-reset-'));
  afterEach(() => rmSync(cmsDir, { recursive: true, force: true }));

  it('removes the database, the tokens, the uploads, the store and the erasure log, and keeps .gitkeep', () => {
    const files = {
      db: '.tmp/e2e.db',
      token: join(cmsDir, '.tmp/e2e-token'),
      previewToken: join(cmsDir, '.tmp/e2e-preview-token'),
      enquiryToken: join(cmsDir, '.tmp/e2e-enquiry-token'),
      s3: join(cmsDir, '.tmp/s3'),
    };
    const left = [
      join(cmsDir, files.db),
      files.token,
      files.previewToken,
      files.enquiryToken,
      join(files.s3, 'agency-media/cover.jpg'),
      join(cmsDir, 'public/uploads/cover.jpg'),
      join(cmsDir, 'public/uploads/.gitkeep'),
      // A Strapi without a bucket keeps its erasure log here, sealed with its run's key.
      join(cmsDir, '.tmp/backups/erasures/entry.json'),
    ];
    for (const file of left) {
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, 'x');
    }
    resetRun({ cmsDir, files });
    expect(left.filter((file) => existsSync(file)).map((file) => file.slice(cmsDir.length + 1))).toEqual(['public/uploads/.gitkeep']);
    expect(readdirSync(join(cmsDir, '.tmp'))).toEqual([]);
  });
});
