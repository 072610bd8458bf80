import type { ReactNode } from 'react';

export interface PostProblemProps {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  /** Announced when it appears. */
  message: string;
  testId: string;
  /** More to say, and the ways on (links, Try again). */
  children?: ReactNode;
}

/** Where a post would be and is not (not found, failed, a preview refused): a heading, why, and the ways on. */
export function PostProblem({ id, heading, message, testId, children }: PostProblemProps) {
  return (
    <section className="container-page max-w-2xl py-20 text-center" aria-labelledby={id} data-testid={testId}>
      <h1 id={id} className="text-3xl sm:text-4xl">
        {heading}
      </h1>
      <p role="alert" className="mt-5 text-lg font-medium text-ink">
        {message}
      </p>
      {children}
    </section>
  );
}
