import { describe, expect, it } from 'vitest';
import { fromSample } from './build-source';
import { BLOG } from './constants';
import { listPageData, toSnapshot } from './list-snapshot';
import { sampleBlog } from '../../data/sample-blog';

describe('the list snapshot of the bundled sample', () => {
  const data = fromSample(sampleBlog);

  it('the snapshot carries every post with its full title and category key, and nothing else', () => {
    const snap = toSnapshot(data);
    expect(Object.keys(snap)).toEqual(['entries']);
    expect(snap.entries.map((e) => e.fullTitle)).toEqual(data.posts.map((p) => p.title));
    expect(snap.entries.map((e) => e.categoryKey)).toEqual(data.posts.map((p) => p.category?.key ?? null));
    const long = snap.entries.find((e) => e.fullTitle.length > BLOG.titleMax.list)!;
    expect(long.title.endsWith('...')).toBe(true);
  });

  it('a list page of the whole list: its page of 6, newest first, and the total', () => {
    const newest = [...data.posts].sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
    const second = listPageData(data, 2);
    expect(second.initial.page).toBe(2);
    expect(second.initial.total).toBe(data.posts.length);
    expect(second.initial.cards.map((c) => c.slug)).toEqual(newest.slice(BLOG.pageSize, 2 * BLOG.pageSize).map((p) => p.slug));
    expect(second.categories.map((c) => c.key)).toEqual(data.categories.map((c) => c.key));
  });
});
