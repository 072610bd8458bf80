import { useEffect, useState } from 'react';
import { withErrorBoundary } from '../shared/ErrorBoundary';
import { loadPostBySlug } from '../../../lib/strapi/browser/post-source';
import { BLOG_MESSAGES } from '../../../lib/blog/constants';
import type { Blog } from '../../../lib/blog/model';
import { slugFromPath } from '../../../lib/blog/slug';
import { PostProblem } from '../../blog/PostProblem';
import { buttonClasses } from '../../ui/button';
import { Spinner } from '../../ui/Spinner';
import { pageTitle } from '../../../lib/seo/page';
import { useHydrated } from '../shared/hooks';
import { ROUTES } from '../../../config/routes';

/**
 * The post view, fetched beside the post itself: most visitors of the 404 page never need it
 * (its bytes load only for a post path, while the CMS answers).
 */
const loadView = () => import('../../blog/BlogPostView').then((m) => m.BlogPostView);
type PostView = Awaited<ReturnType<typeof loadView>>;

type LoadState =
  | { status: 'loading' }
  | { status: 'loaded'; blog: Blog; View: PostView }
  | { status: 'not-found'; message: string }
  | { status: 'error'; message: string };

/**
 * A post newer than the last build (product §4 Blog post): the static host serves the 404 page
 * for an unknown /blog/<slug>, which shows this loader. It fetches the post by slug from the
 * CMS (spinner meanwhile), then shows it, the not-found view, or the error.
 */
function BlogPostLoader({ contentHost, agencyName }: { contentHost: string | null; agencyName: string }) {
  const hydrated = useHydrated();
  const slug = hydrated ? slugFromPath(window.location.pathname) : undefined;
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; state: LoadState } | null>(null);

  // Known without asking the CMS: an empty slug, or no CMS to ask.
  const immediate: LoadState | null =
    slug === undefined
      ? null
      : !slug
        ? { status: 'not-found', message: BLOG_MESSAGES.invalidSlug }
        : !contentHost
          ? { status: 'not-found', message: BLOG_MESSAGES.notFound }
          : null;

  useEffect(() => {
    if (!slug || !contentHost) return;
    const controller = new AbortController();
    Promise.all([loadPostBySlug(contentHost, slug, controller.signal), loadView()])
      .then(([blog, View]) => {
        setResult({ attempt, state: blog ? { status: 'loaded', blog, View } : { status: 'not-found', message: BLOG_MESSAGES.notFound } });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Blog post failed to load', err);
        setResult({ attempt, state: { status: 'error', message: BLOG_MESSAGES.detailError } });
      });
    return () => controller.abort();
  }, [slug, contentHost, attempt]);

  const state: LoadState = immediate ?? (result?.attempt === attempt ? result.state : { status: 'loading' });

  const title = state.status === 'loaded' ? state.blog.title : state.status === 'loading' ? null : BLOG_MESSAGES.notFoundHeading;
  useEffect(() => {
    if (title) document.title = pageTitle(title, agencyName);
  }, [title, agencyName]);

  if (state.status === 'loading') {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading blog post..." className="h-10 w-10 text-brand" />
      </div>
    );
  }
  if (state.status === 'loaded') return <state.View blog={state.blog} />;

  return (
    <PostProblem id="post-not-found" testId="post-not-found" heading={BLOG_MESSAGES.notFoundHeading} message={state.message}>
      {state.status === 'not-found' && state.message !== BLOG_MESSAGES.invalidSlug && (
        <p className="mt-3 text-ink-muted">{BLOG_MESSAGES.notFoundPanel}</p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={ROUTES.blog} className={buttonClasses('primary', 'md')}>
          Back to Blogs
        </a>
        {state.status === 'error' && (
          <button type="button" onClick={() => setAttempt((n) => n + 1)} className={buttonClasses('secondary', 'md')}>
            Try again
          </button>
        )}
      </div>
    </PostProblem>
  );
}

export default withErrorBoundary(BlogPostLoader);
