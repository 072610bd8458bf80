import { Fragment } from 'react';
import type { Crumb } from '../../lib/seo/page';

/**
 * The visible breadcrumb of a page: every step a link but the last, which is the page itself.
 * The page's BreadcrumbList JSON-LD is built from the same trail (lib/seo/page.ts breadcrumbJsonLd).
 * Rendered to static HTML by Astro pages and inside the post view alike.
 */
export function Breadcrumb({ trail, className = '' }: { trail: readonly Crumb[]; className?: string }) {
  return (
    // In the headings' face, which is in the page from its first paint: body text's face arrives
    // after load, and a long title re-wrapping in it moved everything below (CLS 0.016 on a phone).
    <nav aria-label="Breadcrumb" className={`font-heading text-sm ${className}`}>
      <ol className="flex flex-wrap items-center gap-2 text-ink-muted">
        {trail.map((crumb, i) =>
          i < trail.length - 1 ? (
            <Fragment key={crumb.href}>
              <li>
                <a href={crumb.href} className="text-brand hover:underline">
                  {crumb.name}
                </a>
              </li>
              <li aria-hidden="true">/</li>
            </Fragment>
          ) : (
            <li key={crumb.href} aria-current="page" className="text-ink-muted">
              {crumb.name}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
