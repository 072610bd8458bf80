import { describe, expect, it } from 'vitest';
import { postStatusWords, rebuildWords } from './words.js';

const time = (iso) => iso.slice(11, 16);

describe("the editors' words for a rebuild", () => {
  it.each([
    [{ state: 'live', since: '2026-12-06T09:04:00Z' }, 'Live since 09:04.'],
    [{ state: 'waiting', since: '2026-12-06T09:01:00Z' }, 'Waiting for the rebuild started at 09:01.'],
    [
      { state: 'failed', at: '2026-12-06T09:03:00Z', shows: '2026-12-06T08:40:00Z' },
      'The rebuild failed at 09:03: the site still shows the version of 08:40.',
    ],
    [{ state: 'none' }, 'No rebuild has been asked for since this was published.'],
  ])('a post: %j', (status, words) => {
    expect(postStatusWords(status, time)).toContain(words);
  });
  it('the widget names why each rebuild ran and where it stands', () => {
    expect(
      rebuildWords(
        { state: 'running', reason: 'entry.publish blog hello', askedAt: '2026-12-06T09:01:00Z', startedAt: '2026-12-06T09:01:30Z' },
        time,
      ),
    ).toBe('After a change was published: running since 09:01.');
    expect(
      rebuildWords({ state: 'failed', reason: 'Rebuild now', askedAt: 'x', endedAt: '2026-12-06T09:03:00Z', failedStep: 'Build' }, time),
    ).toBe('Asked for by an editor: failed at 09:03 (Build). The site still shows the version before it.');
  });
});
