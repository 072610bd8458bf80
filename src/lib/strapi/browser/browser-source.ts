import { queryEntries, suggestTitles } from '../../blog/list-state';
import type { Category } from '../../blog/model';
import type { BlogSnapshot } from '../../blog/list-snapshot';
import { BLOG_SNAPSHOT_PATH } from '../../../config/routes';
import { takePrefetch } from '../../hydration/prefetch';
import { titlesOf } from '../guards';
import { apiBase, titlesQuery } from '../queries';
import type { StrapiCollection } from '../types';
import type { BrowserSource, CmsCalls } from './source';

/**
 * The blog list's data in the browser: a page of cards and search suggestions, from the CMS
 * (the product §7 calls) or from the snapshot the build wrote when there is no CMS. The list island
 * only holds state and renders; what a page holds is decided here, as at build time.
 */

/** Where the list island reads pages and titles from (product §7 calls, or the build's snapshot). */
export type BrowserSourceConfig = { kind: 'cms'; contentHost: string } | { kind: 'snapshot'; url: string };

/** The CMS when the build has one, else the snapshot of the bundled sample the build wrote. */
export function browserSourceConfig(contentHost: string | undefined): BrowserSourceConfig {
  return contentHost ? { kind: 'cms', contentHost } : { kind: 'snapshot', url: BLOG_SNAPSHOT_PATH };
}

/**
 * What suggestions are drawn from, asked for as the visitor goes to the search field: the
 * snapshot, or the CMS's titles (product §7's fields=title call). client:intent starts this very
 * request beside the island's code (lib/hydration/prefetch.ts), and the source takes it over.
 */
export function suggestionsSourceUrl(config: BrowserSourceConfig): string {
  return config.kind === 'cms' ? `${apiBase(config.contentHost)}/blogs?${titlesQuery()}` : config.url;
}

/** The build's snapshot of the blog (a file of this site, not the CMS): the one client:intent started, or a new request. */
function fetchSnapshot(url: string): Promise<BlogSnapshot> {
  return (
    (takePrefetch(url) as Promise<BlogSnapshot> | null) ??
    fetch(url, { headers: { Accept: 'application/json' } }).then((res) => {
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      return res.json() as Promise<BlogSnapshot>;
    })
  );
}

/** A load warmed ahead of use: its outcome, good or bad, is the real request's to report. */
const settled = (load: Promise<unknown>): Promise<void> =>
  load.then(
    () => undefined,
    () => undefined,
  );

/** A shared load that is forgotten when it fails, so the next call asks again. */
function once<T>(load: () => Promise<T>): { get: () => Promise<T>; value: () => T | undefined } {
  let pending: Promise<T> | null = null;
  let value: T | undefined;
  return {
    get() {
      pending ??= load().then((v) => (value = v));
      pending.catch(() => {
        pending = null;
      });
      return pending;
    },
    value: () => value,
  };
}

/** Every title of the CMS, when one page of titles holds them all; null when the blog is larger. */
function titleIndex(body: { data?: unknown; meta?: { pagination?: { total?: unknown } } } | null): string[] | null {
  const total = body?.meta?.pagination?.total;
  return typeof total === 'number' && Array.isArray(body?.data) && total <= body.data.length ? titlesOf(body.data) : null;
}

export function createBrowserSource(config: BrowserSourceConfig, categories: readonly Category[]): BrowserSource {
  if (config.kind === 'cms') {
    // The CMS calls and mappers load on the list's first request (a failed load is not kept, so Retry asks again).
    let cms: Promise<CmsCalls> | null = null;
    const source = () => {
      cms ??= import('./browser-cms-source').then((m) => m.cmsBrowserSource(config.contentHost, categories));
      cms.catch(() => {
        cms = null;
      });
      return cms;
    };
    // The titles client:intent asked for as the visitor went to the field, or, when it did not, the
    // same call through the CMS client (loaded then: the search's first code carries none of it).
    const index = once(() =>
      (
        (takePrefetch(suggestionsSourceUrl(config)) as Promise<StrapiCollection<unknown>> | null) ??
        source().then((calls) => calls.titles())
      ).then(titleIndex),
    );
    return {
      list: async (state, signal) => (await source()).list(state, signal),
      suggest: async (text, signal) => (await source()).suggest(text, signal),
      warm: () => settled(index.get()),
      suggestNow(text) {
        const titles = index.value();
        return titles ? suggestTitles(titles, text) : null;
      },
    };
  }

  // One download shared by every request, so it is not tied to (or aborted with) any of them; a
  // failed load is not kept, so Retry asks again.
  const snapshot = once(() => fetchSnapshot(config.url));
  const titles = (s: BlogSnapshot) => s.entries.map((e) => e.fullTitle);
  return {
    async list(state) {
      const { items, total } = queryEntries((await snapshot.get()).entries, state);
      return { cards: items, total };
    },
    async suggest(text) {
      return suggestTitles(titles(await snapshot.get()), text);
    },
    warm: () => settled(snapshot.get()),
    suggestNow(text) {
      const held = snapshot.value();
      return held ? suggestTitles(titles(held), text) : null;
    },
  };
}
