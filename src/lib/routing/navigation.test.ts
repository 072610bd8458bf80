import { describe, expect, it } from 'vitest';
import { isActivePath, isPlainClick, routePath } from './navigation';

describe('isActivePath (product §2: equal, or link path followed by a slash)', () => {
  it.each([
    ['/', '/', true],
    ['/about', '/', false],
    ['/about', '/about', true],
    ['/about/', '/about', true],
    ['/services', '/services', true],
    ['/services/seo-optimization', '/services', true],
    ['/services-old', '/services', false],
    ['/blog/my-post', '/blog', true],
    ['/blogs', '/blog', false],
    ['/contact?x=1', '/contact', true],
    ['/portfolio', '/blog', false],
    ['/about.html', '/about', true],
    ['/services/crm-solutions.html', '/services', true],
    ['/index.html', '/', true],
  ])('path %s, link %s -> %s', (path, link, active) => {
    expect(isActivePath(path, link)).toBe(active);
  });
});

describe('routePath', () => {
  it.each([
    ['/about.html', '/about'],
    ['/blog/my-post.html', '/blog/my-post'],
    ['/index.html', '/'],
    ['/', '/'],
    ['/about', '/about'],
    ['/blog/index.html', '/blog/'],
  ])('%s -> %s', (pathname, route) => {
    expect(routePath(pathname)).toBe(route);
  });
});

describe('isPlainClick: a link click an island may take over', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  it('the main button alone', () => {
    expect(isPlainClick(click)).toBe(true);
  });
  it.each([{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { defaultPrevented: true }])(
    'not with %o',
    (change) => {
      expect(isPlainClick({ ...click, ...change })).toBe(false);
    },
  );
});
