// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { ErrorBoundary, withErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('boom');
}

describe('generic boundary (product §8)', () => {
  afterEach(cleanup);

  it('shows the generic message in place of a failing island, and still reports the error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again later.');
    expect(log.mock.calls.some((c) => c.some((a) => a instanceof Error && a.message === 'boom'))).toBe(true);
    log.mockRestore();
  });

  it('renders the island when nothing fails', () => {
    const Hello = withErrorBoundary(({ name }: { name: string }) => <p>Hello {name}</p>);
    render(<Hello name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
