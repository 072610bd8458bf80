import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { BLOG } from '../../src/lib/blog/constants';
import { BLOG_SNAPSHOT_PATH } from '../../src/config/routes';

/**
 * What a deploy carries is what a visitor can reach: the blog's snapshot only in a build without
 * a CMS (the list island asks the CMS otherwise), and a feed of the newest posts only.
 */
test('a CMS build writes no snapshot, and its feed holds at most the newest posts; the sample build has its snapshot', async ({
  request,
}) => {
  expect(existsSync(`dist-cms${BLOG_SNAPSHOT_PATH}`), 'dist-cms has no blog snapshot').toBe(false);
  expect((await request.get(BLOG_SNAPSHOT_PATH)).status()).toBe(404);
  expect(existsSync(`dist${BLOG_SNAPSHOT_PATH}`), 'the sample build has its snapshot').toBe(true);
  for (const dist of ['dist-cms', 'dist']) {
    const items = readFileSync(`${dist}/rss.xml`, 'utf8').match(/<item>/g) ?? [];
    expect(items.length, dist).toBeGreaterThan(0);
    expect(items.length, dist).toBeLessThanOrEqual(BLOG.rssItems);
  }
});
