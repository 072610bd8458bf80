import { describe, expect, it } from 'vitest';
import { cmsRedirectRules } from './strapi';
import { toRedirectsFile } from './rules';

const live = new Set(['/', '/about', '/blog', '/blog/live-post']);
const legacy = [{ from: '/about-us', to: '/about' }];
const check = (entries: Parameters<typeof cmsRedirectRules>[0]) => cmsRedirectRules(entries, { livePaths: live, legacy });

describe("the editors' redirects the build writes", () => {
  it('keeps site paths, 301 unless not permanent, normalised', () => {
    expect(
      check([
        { from: '/blog/old-post/', to: '/blog/live-post', permanent: true },
        { from: '/promo', to: '/contact', permanent: false },
      ]).rules,
    ).toEqual([
      { from: '/blog/old-post', to: '/blog/live-post', status: 301 },
      { from: '/promo', to: '/contact', status: 302 },
    ]);
  });

  it.each([
    ['another site', { from: '/old', to: 'https://evil.example' }, 'not a path of this site'],
    ['protocol-relative', { from: '/old', to: '//evil.example' }, 'not a path of this site'],
    ['no slash', { from: 'old', to: '/' }, 'not a path of this site'],
    ['empty', { from: null, to: '/' }, 'not a path of this site'],
    ['a live page', { from: '/about/', to: '/' }, 'the old address is a live page'],
    ['a live post', { from: '/blog/live-post', to: '/' }, 'the old address is a live page'],
    ['the legacy table has it', { from: '/about-us', to: '/contact' }, 'the old address is already redirected'],
  ])('leaves out %s', (_name, entry, reason) => {
    const { rules, skipped } = check([entry]);
    expect(rules).toEqual([]);
    expect(skipped[0]?.reason).toBe(reason);
  });

  it('leaves out every redirect of a loop, and a second entry for the same address', () => {
    const { rules, skipped } = check([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/a' },
      { from: '/c', to: '/c/' },
      { from: '/d', to: '/blog' },
      { from: '/d', to: '/about' },
    ]);
    expect(rules).toEqual([{ from: '/d', to: '/blog', status: 301 }]);
    expect(skipped.map((s) => `${s.from}: ${s.reason}`)).toEqual([
      '/a: it makes a loop',
      '/b: it makes a loop',
      '/c: it makes a loop',
      '/d: the old address is already redirected',
    ]);
  });

  it('a 302 reaches _redirects as 302', () => {
    expect(toRedirectsFile([{ from: '/promo', to: '/contact', status: 302 }])).toBe('/promo /contact 302\n/promo/ /contact 302\n');
  });
});
