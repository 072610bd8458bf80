/**
 * The app's rich-text tree: what lib/strapi/rich-text.ts makes of a post's Strapi blocks (product §3,
 * §5), and what views render and lib functions read. Nothing here knows Strapi; every URL in it is
 * already absolute and safe.
 */
export interface TextRun {
  kind: 'text';
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strikethrough: boolean;
  code: boolean;
}
export interface LinkRun {
  kind: 'link';
  /** null when the URL was unsafe: the link renders as its text. */
  href: string | null;
  children: TextRun[];
}
export type Inline = TextRun | LinkRun;

export type RichBlock =
  | {
      kind: 'heading';
      level: 1 | 2 | 3 | 4 | 5 | 6;
      children: Inline[];
      /** Unique within the post, from its text (lib/rich-text/outline.ts). */ id?: string;
    }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: ListEntry[] }
  | { kind: 'quote'; children: Inline[] }
  | { kind: 'code'; language: string | null; text: string }
  | { kind: 'image'; src: string; alt: string; caption: string | null; width: number | null; height: number | null }
  | { kind: 'container'; children: Inline[] };

export type ListEntry = { kind: 'item'; children: Inline[] } | { kind: 'list'; ordered: boolean; items: ListEntry[] };

/** Whether inline runs carry any visible text. */
export function hasText(runs: readonly Inline[]): boolean {
  return runs.some((r) => (r.kind === 'link' ? hasText(r.children) : r.text.trim() !== ''));
}

/** The text of inline runs, links included. */
export function inlineText(runs: readonly Inline[]): string {
  return runs.map((r) => (r.kind === 'link' ? inlineText(r.children) : r.text)).join('');
}
