import { useEffect, useMemo } from 'react';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { PostProblem } from '../../blog/PostProblem';
import { BlogPostView } from '../../blog/BlogPostView';
import { Spinner } from '../../ui/Spinner';
import { pageTitle } from '../../../lib/seo/page';
import { isCmsSave, parsePreviewPayload, PREVIEW_BAR, PREVIEW_DATA_ID, PREVIEW_PROBLEMS } from '../../../lib/preview/messages';
import { useHydrated } from '../shared/hooks';

/** The heading of the loading state, for screen readers (the spinner says the rest). */
export const PREVIEW_LOADING_HEADING = 'Draft preview';

/**
 * A post previewed from the CMS (/preview/blog/<documentId>): the edge's Worker fills
 * the page's data block with the draft, mapped by the site's own mappers, or the reason there
 * is none; this renders it with the published post's own view under the draft bar. In
 * Strapi's preview frame, saving the entry reloads it.
 */
function DraftPreview({ cmsOrigin, agencyName }: { cmsOrigin: string; agencyName: string }) {
  const hydrated = useHydrated();
  const payload = useMemo(() => (hydrated ? parsePreviewPayload(document.getElementById(PREVIEW_DATA_ID)?.textContent) : null), [hydrated]);

  const title = !payload
    ? null
    : payload.ok
      ? `${PREVIEW_BAR[payload.status]}: ${payload.blog.title}`
      : PREVIEW_PROBLEMS[payload.problem].heading;
  useEffect(() => {
    if (title) document.title = pageTitle(title, agencyName);
  }, [title, agencyName]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isCmsSave(event.origin, event.data, cmsOrigin)) window.location.reload();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [cmsOrigin]);

  if (!payload) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        {/* The page's static shell: its level-1 heading until the draft or the problem replaces it. */}
        <h1 className="sr-only">{PREVIEW_LOADING_HEADING}</h1>
        <Spinner label="Loading the preview..." className="h-10 w-10 text-brand" />
      </div>
    );
  }
  if (payload.ok) {
    return (
      <>
        <div className="border-y border-amber-300 bg-amber-100 text-amber-950" data-testid="preview-bar">
          <p className="container-page py-3 text-center font-heading font-semibold">{PREVIEW_BAR[payload.status]}</p>
        </div>
        <BlogPostView blog={payload.blog} />
      </>
    );
  }
  const problem = PREVIEW_PROBLEMS[payload.problem];
  return <PostProblem id="preview-problem" testId="preview-problem" heading={problem.heading} message={problem.message} />;
}

export default withErrorBoundary(DraftPreview);
