import type { Inline, ListEntry, RichBlock, TextRun } from '../../lib/rich-text/types';

/**
 * Renders a post's rich-text tree (mapped from the CMS by lib/strapi/rich-text.ts) as React
 * elements, at build time and in the browser. Safe by construction: text is escaped by React,
 * URLs went through safeUrl in the mapper, and no raw HTML from the CMS is ever injected.
 */
/** Blocks already normalised (when the caller needed them first, e.g. to know if there are any). */
export function RichBlocks({ blocks }: { blocks: readonly RichBlock[] }) {
  return <>{blocks.map((b, i) => renderBlock(b, i))}</>;
}

function renderRun(run: TextRun, key: number) {
  let node: React.ReactNode = run.text;
  if (run.code) node = <code>{node}</code>;
  if (run.bold) node = <strong>{node}</strong>;
  if (run.italic) node = <em>{node}</em>;
  if (run.underline) node = <u>{node}</u>;
  if (run.strikethrough) node = <s>{node}</s>;
  return <span key={key}>{node}</span>;
}

function renderInlines(runs: readonly Inline[]) {
  return runs.map((run, i) => {
    if (run.kind === 'text') return renderRun(run, i);
    const inner = run.children.map(renderRun);
    if (!run.href) return <span key={i}>{inner}</span>;
    const external = /^https?:\/\//i.test(run.href);
    return (
      <a key={i} href={run.href} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
        {inner}
      </a>
    );
  });
}

function renderList(ordered: boolean, items: readonly ListEntry[], key: number) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag key={key}>
      {items.map((item, i) =>
        item.kind === 'item' ? <li key={i}>{renderInlines(item.children)}</li> : <li key={i}>{renderList(item.ordered, item.items, i)}</li>,
      )}
    </Tag>
  );
}

function renderBlock(block: RichBlock, key: number) {
  switch (block.kind) {
    case 'heading': {
      const Tag = `h${block.level}` as const;
      return (
        <Tag key={key} id={block.id}>
          {renderInlines(block.children)}
        </Tag>
      );
    }
    case 'paragraph':
      return <p key={key}>{renderInlines(block.children)}</p>;
    case 'list':
      return renderList(block.ordered, block.items, key);
    case 'quote':
      return <blockquote key={key}>{renderInlines(block.children)}</blockquote>;
    case 'code':
      return (
        <pre key={key} tabIndex={0} data-language={block.language ?? undefined}>
          <code>{block.text}</code>
        </pre>
      );
    case 'image':
      return (
        <figure key={key}>
          <img
            src={block.src}
            alt={block.alt}
            width={block.width ?? undefined}
            height={block.height ?? undefined}
            loading="lazy"
            decoding="async"
          />
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
      );
    case 'container':
      return <div key={key}>{renderInlines(block.children)}</div>;
  }
}
