/**
 * How an <img> is asked for: one the first screen may show (a page's first cards) at once and at
 * high priority, since it may be the page's largest paint; any other only when it nears the screen.
 */
export function imagePriority(first: boolean) {
  return { loading: first ? 'eager' : 'lazy', fetchPriority: first ? 'high' : undefined } as const;
}
