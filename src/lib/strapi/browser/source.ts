import type { ListPage } from '../../blog/list-view';
import type { ListState } from '../../blog/list-state';
import type { StrapiCollection } from '../types';

/**
 * What the blog list island asks of its posts' source, in the browser: the sample's snapshot
 * (browser-source.ts) or the CMS, whose calls load only when a CMS is configured
 * (browser-cms-source.ts). Apart, so that neither module imports the other.
 */
export interface BrowserSource {
  list(state: ListState, signal: AbortSignal): Promise<ListPage>;
  /** Up to 5 titles containing `text`, from every published post. */
  suggest(text: string, signal: AbortSignal): Promise<string[]>;
  /** Load what suggestions are drawn from (when the visitor goes to the search field); settles when it is held or failed. */
  warm(): Promise<void>;
  /** The suggestions for `text` at once when every title is held (no request), else null. */
  suggestNow(text: string): string[] | null;
}

/** What browser-cms-source.ts adds for the CMS: the list, the suggestions, and every title at once (product §7's titles call). */
export interface CmsCalls extends Pick<BrowserSource, 'list' | 'suggest'> {
  titles(): Promise<StrapiCollection<unknown>>;
}
