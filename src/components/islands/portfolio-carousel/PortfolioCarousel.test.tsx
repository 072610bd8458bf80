// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { layOutCarousel } from '../carousel/layout.test-support';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PortfolioCarousel from './PortfolioCarousel';
import type { PortfolioCardItem } from './PortfolioCard';

/**
 * The portfolio carousel (product §4, §8, §9) with its real engine, Embla. jsdom lays
 * nothing out and has no observers or media queries: the slides get widths and offsets, the
 * observers do nothing, and `matchMedia` answers whether the visitor prefers reduced motion.
 */
// Eight projects, as §3 has (their titles and categories are pinned by data/data.test.ts).
const CATEGORIES = ['Interior Design', 'Branding', 'UI/UX Design', 'Digital Marketing'];
const items: PortfolioCardItem[] = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  title: `Project ${i + 1}`,
  category: CATEGORIES[i % CATEGORIES.length]!,
  image: { src: `/p/${i + 1}.svg`, width: 800, height: 600 },
}));

function setup({ width = 1024, reducedMotion = false } = {}) {
  vi.stubGlobal('innerWidth', width);
  // A 900px track showing slides a third as wide, side by side.
  layOutCarousel({ slideWidth: 300, reducedMotion });
  const user = userEvent.setup({ delay: null });
  render(<PortfolioCarousel items={items} />);
  const carousel = screen.getByRole('region', { name: 'Portfolio projects' });
  return { user, carousel };
}

/** The dot marked current, and the slides a visitor can see (the rest are aria-hidden and inert). */
const currentDot = () =>
  within(screen.getByRole('group', { name: 'Choose a project' }))
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');
const visibleSlides = () =>
  screen
    .getAllByRole('group')
    .filter((g) => g.getAttribute('aria-roledescription') === 'slide')
    .map((g) => g.getAttribute('aria-label'));
const dot = (n: number) => `Show project ${n}: ${items[n - 1]!.title}`;

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('portfolio carousel (component)', () => {
  it('shows the first three of the eight projects, one dot each, the first current', () => {
    setup();
    expect(screen.getAllByRole('button', { name: /^Show project/ }).map((b) => b.getAttribute('aria-label'))).toEqual(
      items.map((_, i) => dot(i + 1)),
    );
    expect(currentDot()).toBe(dot(1));
    expect(visibleSlides()).toEqual(['1 of 8', '2 of 8', '3 of 8']);
    expect(screen.getByRole('img', { name: 'Project 3' })).toBeTruthy();
  });

  it.each([
    ['Next', ['Next project'], 2, ['2 of 8', '3 of 8', '4 of 8']],
    ['Previous from the first wraps to the last', ['Previous project'], 8, ['1 of 8', '2 of 8', '8 of 8']],
    ['Next then Previous', ['Next project', 'Previous project'], 1, ['1 of 8', '2 of 8', '3 of 8']],
  ])('%s', async (_case, presses, current, visible) => {
    const { user } = setup();
    for (const name of presses) await user.click(screen.getByRole('button', { name }));
    expect(currentDot()).toBe(dot(current));
    expect(visibleSlides()).toEqual(visible);
  });

  it('a dot jumps to its project; keyboard: Tab to Next and press Enter or Space', async () => {
    const { user, carousel } = setup();
    await user.click(screen.getByRole('button', { name: dot(6) }));
    expect(currentDot()).toBe(dot(6));
    expect(visibleSlides()).toEqual(['6 of 8', '7 of 8', '8 of 8']);
    act(() => screen.getByRole('button', { name: 'Previous project' }).focus());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next project' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(currentDot()).toBe(dot(8));
    // Focus inside the carousel holds the autoplay.
    expect(carousel.dataset.playing).toBe('false');
  });

  it.each([
    ['the pointer over it', () => fireEvent.mouseEnter(screen.getByRole('region'))],
    ['keyboard focus inside it', () => act(() => screen.getByRole('button', { name: dot(1) }).focus())],
    ['Pause', () => fireEvent.click(screen.getByRole('button', { name: /^Pause/ }))],
  ])('advances every 4 s, and stops while %s', async (_case, pause) => {
    const { carousel } = setup();
    const track = screen.getByTestId('carousel-track');
    expect(track.getAttribute('aria-live')).toBe('off');
    act(() => vi.advanceTimersByTime(3999));
    expect(currentDot()).toBe(dot(1));
    act(() => vi.advanceTimersByTime(1));
    expect(currentDot()).toBe(dot(2));
    await pause();
    act(() => vi.advanceTimersByTime(12_000));
    expect(currentDot()).toBe(dot(2));
    expect(carousel.dataset.playing).toBe('false');
    expect(track.getAttribute('aria-live')).toBe('polite');
  });

  it('never moves by itself for a visitor who prefers reduced motion; the button offers Play', () => {
    const { carousel } = setup({ reducedMotion: true });
    // Set up, it says so, and that it does not play: what the accessibility scan reads in a browser.
    expect([carousel.dataset.ready, carousel.dataset.playing]).toEqual(['true', 'false']);
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentDot()).toBe(dot(1));
    expect(screen.getByRole('button', { name: /^Play/ })).toBeTruthy();
  });

  it.each([
    ['a 60px swipe left goes to the next project', -60, 0, 2],
    ['a 60px swipe right goes back, wrapping to the last', 60, 0, 8],
    ['a 30px swipe is under the threshold', -30, 0, 1],
    ['a mostly vertical gesture scrolls the page instead', -60, -120, 1],
  ])('under 600px, %s', (_case, dx, dy, current) => {
    setup({ width: 400 });
    const viewport = screen.getByTestId('carousel-viewport');
    fireEvent.touchStart(viewport, { touches: [{ clientX: 200, clientY: 300 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 200 + dx, clientY: 300 + dy }] });
    expect(currentDot()).toBe(dot(current));
  });

  it('an image that fails to load becomes the plain placeholder (product §8), still named', () => {
    setup();
    fireEvent.error(screen.getByRole('img', { name: 'Project 2' }));
    const placeholder = screen.getByRole('img', { name: 'Project 2' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder.hasAttribute('data-placeholder')).toBe(true);
  });
});
