/**
 * What an island will ask for first, asked for on the visitor's first intent, beside its code
 * (client:intent's `prefetch`): the blog search's titles start downloading on the tap on the
 * field, not after React has hydrated. The directive is inlined in the page and the island is a
 * module of its own, so the two meet in one registry on the window.
 */
type Registry = Map<string, Promise<unknown>>;

// Short, as the directive is inlined in every page with an island (js-budget.json's inlineKB).
const registry = (): Registry => ((globalThis as unknown as { agencyPrefetch?: Registry }).agencyPrefetch ??= new Map());

/**
 * Start fetching `url` as JSON (once: a second call while it is held changes nothing). A failure
 * rejects with the status, for the island to see when it takes the answer (it then asks again).
 */
export function startPrefetch(url: string): void {
  const held = registry();
  if (held.has(url)) return;
  // Rejected with the status alone, for bytes: the island only needs to see it failed.
  const answer = fetch(url).then((res) => (res.ok ? res.json() : Promise.reject(res.status)));
  held.set(url, answer);
  // Handled here too: an answer the island never takes must not be an unhandled rejection.
  answer.catch(() => {});
}

/** The answer started for `url`, handed over once (a later call asks for itself), or null. */
export function takePrefetch(url: string): Promise<unknown> | null {
  const held = registry();
  const answer = held.get(url) ?? null;
  held.delete(url);
  return answer;
}
