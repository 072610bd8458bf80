import { expect, test } from '@playwright/test';
import { brokenLinks } from './support/links';

test('no broken internal link or asset in dist/', async ({ baseURL, isMobile }) => {
  test.skip(isMobile, 'runs once, in the desktop project');
  test.setTimeout(120_000);
  expect(await brokenLinks(baseURL!)).toEqual([]);
});
