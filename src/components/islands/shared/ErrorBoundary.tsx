import { Component, type ComponentType, type ReactNode } from 'react';
import { BLOG_MESSAGES } from '../../../lib/blog/constants';

/**
 * product §8 "Generic boundary": an island that throws shows "Something went wrong. Please try
 * again later." in its place instead of disappearing; the error is still raised to the console.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-5 py-4 font-medium text-red-800">
        {BLOG_MESSAGES.generic}
      </p>
    );
  }
}

/** An island component wrapped in the generic boundary. */
export function withErrorBoundary<P extends object>(Island: ComponentType<P>): ComponentType<P> {
  function Guarded(props: P) {
    return (
      <ErrorBoundary>
        <Island {...props} />
      </ErrorBoundary>
    );
  }
  Guarded.displayName = `WithErrorBoundary(${Island.displayName ?? Island.name})`;
  return Guarded;
}
