/**
 * The mapper of a post's content: Strapi blocks (product §3 content block types) to the app's typed,
 * safe rich-text tree (lib/rich-text/types.ts), applying product §5:
 * heading level clamped to 1-6 (default 2), empty paragraphs dropped, relative image URLs
 * prefixed with the content host, images without URL skipped, unknown blocks kept as a plain
 * container when they have content. Links keep only http(s), mailto, tel and relative URLs.
 */
import type { Inline, ListEntry, RichBlock, TextRun } from '../rich-text/types';
import { hasText } from '../rich-text/types';
import { isObj, type Obj } from './guards';
import { absoluteMediaUrl } from './media-url';

const MAX_DEPTH = 12;

/** A URL safe for an href, or null: http(s), mailto, tel, or relative. */
export function safeUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex -- control characters are what is stripped
  const cleaned = raw.replace(/[\u0000-\u0020\u007F-\u009F]/g, '');
  if (!cleaned) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  if (!scheme) return raw.trim();
  return ['http', 'https', 'mailto', 'tel'].includes(scheme[1]!.toLowerCase()) ? raw.trim() : null;
}

/** Heading level clamped to 1-6; anything not a number is 2. */
export function clampHeadingLevel(level: unknown): 1 | 2 | 3 | 4 | 5 | 6 {
  const n = typeof level === 'number' ? level : typeof level === 'string' ? Number(level) : Number.NaN;
  if (!Number.isFinite(n)) return 2;
  return Math.min(6, Math.max(1, Math.round(n))) as 1 | 2 | 3 | 4 | 5 | 6;
}

function toTextRun(node: Obj): TextRun {
  return {
    kind: 'text',
    text: typeof node.text === 'string' ? node.text : typeof node.text === 'number' ? String(node.text) : '',
    bold: node.bold === true,
    italic: node.italic === true,
    underline: node.underline === true,
    strikethrough: node.strikethrough === true,
    code: node.code === true,
  };
}

/** Inline runs of a block: text, links (their text only inside), nested inline containers flattened. */
export function toInlines(children: unknown, depth = 0): Inline[] {
  if (!Array.isArray(children) || depth > MAX_DEPTH) return [];
  const out: Inline[] = [];
  for (const child of children) {
    if (!isObj(child)) {
      if (typeof child === 'string') out.push(toTextRun({ text: child }));
      continue;
    }
    if (child.type === 'link') {
      const inner = toInlines(child.children, depth + 1).flatMap((r) => (r.kind === 'link' ? r.children : [r]));
      out.push({ kind: 'link', href: safeUrl(child.url), children: inner });
    } else if (typeof child.text === 'string' || typeof child.text === 'number') {
      out.push(toTextRun(child));
    } else if (Array.isArray(child.children)) {
      out.push(...toInlines(child.children, depth + 1));
    }
  }
  return out;
}

function toListEntries(children: unknown, depth: number): ListEntry[] {
  if (!Array.isArray(children) || depth > MAX_DEPTH) return [];
  const out: ListEntry[] = [];
  for (const child of children) {
    if (!isObj(child)) continue;
    if (child.type === 'list') {
      out.push({ kind: 'list', ordered: child.format === 'ordered', items: toListEntries(child.children, depth + 1) });
    } else {
      const runs = child.type === 'list-item' ? toInlines(child.children, depth + 1) : toInlines([child], depth + 1);
      if (hasText(runs)) out.push({ kind: 'item', children: runs });
    }
  }
  return out;
}

function codeText(node: Obj): string {
  if (typeof node.plainText === 'string') return node.plainText;
  return toInlines(node.children)
    .flatMap((r) => (r.kind === 'link' ? r.children : [r]))
    .map((r) => r.text)
    .join('');
}

function toImage(node: Obj, contentHost: string): RichBlock | null {
  const image = isObj(node.image) ? node.image : node;
  const url = typeof image.url === 'string' ? image.url.trim() : '';
  if (!url) return null;
  const src = safeUrl(absoluteMediaUrl(url, contentHost));
  if (!src) return null;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);
  return {
    kind: 'image',
    src,
    alt: typeof image.alternativeText === 'string' ? image.alternativeText : '',
    caption: typeof image.caption === 'string' && image.caption.trim() ? image.caption : null,
    width: num(image.width),
    height: num(image.height),
  };
}

/** The whole content array to safe blocks. Never throws, whatever it is given. */
export function toRichBlocks(content: unknown, contentHost: string): RichBlock[] {
  if (!Array.isArray(content)) return [];
  const out: RichBlock[] = [];
  for (const node of content) {
    if (!isObj(node)) continue;
    switch (node.type) {
      case 'heading': {
        const children = toInlines(node.children);
        if (hasText(children)) out.push({ kind: 'heading', level: clampHeadingLevel(node.level), children });
        break;
      }
      case 'paragraph': {
        const children = toInlines(node.children);
        if (hasText(children)) out.push({ kind: 'paragraph', children });
        break;
      }
      case 'list': {
        const items = toListEntries(node.children, 0);
        if (items.length) out.push({ kind: 'list', ordered: node.format === 'ordered', items });
        break;
      }
      case 'quote': {
        const children = toInlines(node.children);
        if (hasText(children)) out.push({ kind: 'quote', children });
        break;
      }
      case 'code': {
        const text = codeText(node);
        if (text.trim()) out.push({ kind: 'code', language: typeof node.language === 'string' ? node.language : null, text });
        break;
      }
      case 'image': {
        const image = toImage(node, contentHost);
        if (image) out.push(image);
        break;
      }
      default: {
        const children = toInlines(node.children);
        if (hasText(children)) out.push({ kind: 'container', children });
      }
    }
  }
  return out;
}
