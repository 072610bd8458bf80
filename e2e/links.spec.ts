import { expect, test } from '@playwright/test';
import { brokenLinks } from './support/links';

test('no broken internal link or asset in dist/', async ({ baseURL, viewport }) => {
  test.skip((viewport?.width ?? 0) < 1024, 'runs once');
  test.setTimeout(120_000);
  expect(await brokenLinks(baseURL!)).toEqual([]);
});
