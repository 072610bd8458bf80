import type { ContentsEntry } from '../../lib/rich-text/outline';
import { ChevronDownIcon } from '../ui/icons';

const linkClass = 'inline-block wrap-break-word py-1 text-ink hover:text-brand hover:underline';

function Entries({ entries, nested = false }: { entries: ContentsEntry[]; nested?: boolean }) {
  return (
    <ol className={nested ? 'ml-4 border-l border-brand-100 pl-3' : 'space-y-0.5'}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className={linkClass}>
            {entry.text}
          </a>
          {entry.children.length > 0 && <Entries entries={entry.children} nested />}
        </li>
      ))}
    </ol>
  );
}

/**
 * A post's contents, with no script: on phones and tablets a closed <details> above the text; on
 * wide screens a list beside the text that stays in view (BlogPostView places each).
 */
export function ContentsFold({ entries }: { entries: ContentsEntry[] }) {
  return (
    <details className="group mt-8 rounded-2xl border border-brand-100 bg-brand-50 px-5 py-2 xl:hidden" data-testid="post-contents">
      {/* Its own chevron, not the browser's triangle: that glyph is in neither face of the first
          paint, and the face found for it later made the row taller (a shift on a phone). */}
      <summary className="flex cursor-pointer list-none items-center justify-between py-2.5 font-heading font-semibold text-ink [&::-webkit-details-marker]:hidden">
        Contents
        <ChevronDownIcon className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <nav aria-label="Contents" className="pb-3 text-[15px]">
        <Entries entries={entries} />
      </nav>
    </details>
  );
}

export function ContentsAside({ entries }: { entries: ContentsEntry[] }) {
  return (
    // A complementary landmark: the fold's <nav> is the one named Contents (only one of them shows at a time).
    <aside
      aria-labelledby="contents-heading-wide"
      className="sticky top-28 mt-10 hidden self-start text-sm xl:block"
      data-testid="post-contents-wide"
    >
      <h2 id="contents-heading-wide" className="font-heading text-base font-semibold text-ink">
        Contents
      </h2>
      <div className="mt-3">
        <Entries entries={entries} />
      </div>
    </aside>
  );
}
