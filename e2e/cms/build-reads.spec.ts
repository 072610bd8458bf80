import { expect, test } from '@playwright/test';
import { portOf } from '../../scripts/servers/ports.mjs';
import { readsProblems } from '../support/build-reads.mjs';

/**
 * The build against the replay read the CMS once (docs/ARCHITECTURE.md). The replay logs every
 * API request with its client: the build's come from Node's fetch, every other from a browser or a spec.
 */
test('the build read the CMS once: no request twice, the posts among them', async ({ request }) => {
  const { asked } = (await (await request.get(`http://127.0.0.1:${portOf('e2eReplay')}/_asked`)).json()) as {
    asked: { url: string; agent: string }[];
  };
  const byBuild = asked.filter((a) => a.agent === 'node').map((a) => a.url);
  test.skip(byBuild.length === 0 && process.env.E2E_REUSE_BUILD === '1', 'the build was reused: this run made no reads');
  expect(readsProblems(byBuild)).toEqual([]);
});
