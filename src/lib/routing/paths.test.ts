import { pathOnly, withoutTrailingSlash } from './paths';

describe('withoutTrailingSlash', () => {
  it.each([
    ['/', '/'],
    ['//', '/'],
    ['/about', '/about'],
    ['/about/', '/about'],
    ['/about///', '/about'],
    ['/blog/page/2/', '/blog/page/2'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(withoutTrailingSlash(input)).toBe(expected);
  });
});

describe('pathOnly', () => {
  it.each([
    ['/blog?category=seo', '/blog'],
    ['/faq#pricing', '/faq'],
    ['/a/?b=1#c', '/a/'],
    ['?only=query', '/'],
    ['', '/'],
  ])('%j -> %j', (input, expected) => {
    expect(pathOnly(input)).toBe(expected);
  });
});
