import { queryEntries, suggestTitles, type ListState } from '../blog/list-state';
import type { Category } from '../blog/model';
import type { ListPage } from '../blog/list-view';
import type { BlogSnapshot } from '../blog/list-snapshot';
import { BLOG_SNAPSHOT_PATH } from '../../config/routes';

/**
 * The blog list's data in the browser: a page of cards and search suggestions, from the CMS
 * (the SPEC §7 calls) or from the snapshot the build wrote when there is no CMS. The list island
 * only holds state and renders; what a page holds is decided here, as at build time.
 */

/** Where the list island reads pages and titles from (SPEC §7 calls, or the build's snapshot). */
export type BrowserSourceConfig = { kind: 'cms'; contentHost: string } | { kind: 'snapshot'; url: string };

/** The CMS when the build has one, else the snapshot of the bundled sample the build wrote. */
export function browserSourceConfig(contentHost: string | undefined): BrowserSourceConfig {
  return contentHost ? { kind: 'cms', contentHost } : { kind: 'snapshot', url: BLOG_SNAPSHOT_PATH };
}

export interface BrowserSource {
  list(state: ListState, signal: AbortSignal): Promise<ListPage>;
  /** Up to 5 titles containing `text`, from every published post. */
  suggest(text: string, signal: AbortSignal): Promise<string[]>;
}

export function createBrowserSource(config: BrowserSourceConfig, categories: readonly Category[]): BrowserSource {
  if (config.kind === 'cms') {
    // The CMS calls and mappers load on the list's first request (a failed load is not kept, so Retry asks again).
    let cms: Promise<BrowserSource> | null = null;
    const source = () => {
      cms ??= import('./browser-cms-source').then((m) => m.cmsBrowserSource(config.contentHost, categories));
      cms.catch(() => {
        cms = null;
      });
      return cms;
    };
    return {
      list: async (state, signal) => (await source()).list(state, signal),
      suggest: async (text, signal) => (await source()).suggest(text, signal),
    };
  }

  let snapshot: Promise<BlogSnapshot> | null = null;
  // One download shared by every request, so it is not tied to (or aborted with) any of them.
  const load = () => {
    snapshot ??= fetch(config.url).then((res) => {
      if (!res.ok) throw new Error(`Snapshot request failed with status ${res.status}`);
      return res.json() as Promise<BlogSnapshot>;
    });
    // A failed load is not cached, so Retry asks again.
    snapshot.catch(() => {
      snapshot = null;
    });
    return snapshot;
  };
  return {
    async list(state) {
      const { items, total } = queryEntries((await load()).entries, state);
      return { cards: items, total };
    },
    async suggest(text) {
      return suggestTitles(
        (await load()).entries.map((e) => e.fullTitle),
        text,
      );
    },
  };
}
