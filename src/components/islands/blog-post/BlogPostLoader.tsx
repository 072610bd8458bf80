import { useEffect, useState } from 'react';
import { getCollection } from '../../../lib/cms/client';
import { BLOG_MESSAGES } from '../../../lib/cms/constants';
import { toBlog, type Blog } from '../../../lib/cms/mappers';
import { bySlugQuery } from '../../../lib/cms/queries';
import { slugFromPath } from '../../../lib/cms/slug';
import { BlogPostView } from '../../blog/BlogPostView';
import { buttonClasses } from '../../ui/button';
import { Spinner } from '../../ui/Spinner';
import { pageTitle } from '../../../lib/seo';

type LoadState =
  | { status: 'loading' }
  | { status: 'loaded'; blog: Blog }
  | { status: 'not-found'; message: string }
  | { status: 'error'; message: string };

/**
 * A post newer than the last build (SPEC §4 Blog post): the static host serves the 404 page
 * for an unknown /blog/<slug>, which shows this loader. It fetches the post by slug from the
 * CMS (spinner meanwhile), then shows it, the not-found view, or the error.
 */
export default function BlogPostLoader({ contentHost, agencyName }: { contentHost: string | null; agencyName: string }) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const slug = slugFromPath(window.location.pathname);
    if (!slug) {
      setState({ status: 'not-found', message: BLOG_MESSAGES.invalidSlug });
      return;
    }
    if (!contentHost) {
      setState({ status: 'not-found', message: BLOG_MESSAGES.notFound });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getCollection(contentHost, 'blogs', bySlugQuery(slug), { signal: controller.signal })
      .then((res) => {
        const blog = toBlog(res.data?.[0], contentHost);
        if (!blog) setState({ status: 'not-found', message: BLOG_MESSAGES.notFound });
        else setState({ status: 'loaded', blog });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Blog post failed to load', err);
        setState({ status: 'error', message: BLOG_MESSAGES.detailError });
      });
    return () => controller.abort();
  }, [contentHost, attempt]);

  useEffect(() => {
    if (state.status === 'loaded') document.title = pageTitle(state.blog.title, agencyName);
    else if (state.status !== 'loading') document.title = pageTitle(BLOG_MESSAGES.notFoundHeading, agencyName);
  }, [state, agencyName]);

  if (state.status === 'loading') {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading blog post..." className="h-10 w-10 text-brand" />
      </div>
    );
  }
  if (state.status === 'loaded') return <BlogPostView blog={state.blog} contentHost={contentHost ?? ''} />;

  return (
    <section className="container-page max-w-2xl py-20 text-center" aria-labelledby="post-not-found" data-testid="post-not-found">
      <h1 id="post-not-found" className="text-3xl sm:text-4xl">
        {BLOG_MESSAGES.notFoundHeading}
      </h1>
      <p role="alert" className="mt-5 text-lg font-medium text-ink">
        {state.message}
      </p>
      {state.status === 'not-found' && state.message !== BLOG_MESSAGES.invalidSlug && (
        <p className="mt-3 text-ink-muted">{BLOG_MESSAGES.notFoundPanel}</p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/blog" className={buttonClasses('primary', 'md')}>
          Back to Blogs
        </a>
        {state.status === 'error' && (
          <button type="button" onClick={() => setAttempt((n) => n + 1)} className={buttonClasses('secondary', 'md')}>
            Try again
          </button>
        )}
      </div>
    </section>
  );
}
