/**
 * What a build asked the CMS (the replay's log, in order), checked against docs/ARCHITECTURE.md's
 * claim: one read of the CMS per build. The blog is read once through the content layer, every
 * page from that one answer: no request is made twice, and the posts' first page is among them.
 * @param {string[]} asked
 * @returns {string[]} what is wrong, one line each (none when the build read once)
 */
export function readsProblems(asked) {
  const counts = new Map();
  for (const url of asked) counts.set(url, (counts.get(url) ?? 0) + 1);
  const problems = [...counts].filter(([, n]) => n > 1).map(([url, n]) => `asked ${n} times: ${url}`);
  const firstPage = asked.filter((url) => url.startsWith('/api/blogs?') && /populate/.test(url) && /pagination%5Bpage%5D=1(&|$)/.test(url));
  if (firstPage.length === 0) problems.push('the posts were never read');
  return problems;
}
