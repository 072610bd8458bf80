import { describe, expect, it } from 'vitest';
import { slugFromPath } from './slug';

describe('slugFromPath', () => {
  it.each([
    ['/blog/my-post', 'my-post'],
    ['/blog/my-post/', 'my-post'],
    ['/blog/caf%C3%A9', 'café'],
    ['/blog/%20', ''],
    ['/blog//', ''],
    ['/blog/', ''],
    ['/blog', null],
    ['/blog/a/b', null],
    ['/about', null],
    ['/blog/%E0%A4%A', '%E0%A4%A'],
  ])('%s -> %s', (path, slug) => {
    expect(slugFromPath(path)).toBe(slug);
  });
});
