import { inlineText, type RichBlock } from './types';

/**
 * A post's outline: readable, stable ids for its headings, and the table of contents built from
 * them (shown when a post has at least CONTENTS_MIN headings).
 */

/** Ids the post page itself uses: a heading never takes one. */
export const PAGE_IDS = ['main', 'about-author', 'contents', 'contents-heading', 'contents-heading-wide', 'related-heading'] as const;

/** Fewer headings than this and the post needs no contents. */
export const CONTENTS_MIN = 3;

/** "Why Speed Matters (in 2025)!" → "why-speed-matters-in-2025"; accents dropped, nothing left → "section". */
export function slugifyHeading(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'section';
}

/** The blocks with an id on every heading, unique within the post and apart from PAGE_IDS ("faq", "faq-2", ...). */
export function withHeadingIds(blocks: readonly RichBlock[]): RichBlock[] {
  const taken = new Set<string>(PAGE_IDS);
  return blocks.map((block) => {
    if (block.kind !== 'heading') return block;
    const base = slugifyHeading(inlineText(block.children));
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return { ...block, id };
  });
}

export interface ContentsEntry {
  id: string;
  text: string;
  children: ContentsEntry[];
}

/**
 * The contents of a post: its headings as a tree (a heading nests under the nearest one before it
 * of a higher level), or [] when it has fewer than CONTENTS_MIN headings with ids.
 */
export function tableOfContents(blocks: readonly RichBlock[]): ContentsEntry[] {
  const headings = blocks.flatMap((b) =>
    b.kind === 'heading' && b.id ? [{ id: b.id, text: inlineText(b.children).trim(), level: b.level }] : [],
  );
  if (headings.length < CONTENTS_MIN) return [];
  const root: ContentsEntry[] = [];
  const open: Array<{ level: number; entry: ContentsEntry }> = [];
  for (const h of headings) {
    const entry: ContentsEntry = { id: h.id, text: h.text, children: [] };
    while (open.length && open[open.length - 1]!.level >= h.level) open.pop();
    (open.length ? open[open.length - 1]!.entry.children : root).push(entry);
    open.push({ level: h.level, entry });
  }
  return root;
}
