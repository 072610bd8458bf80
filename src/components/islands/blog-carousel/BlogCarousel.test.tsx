// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { layOutCarousel } from '../carousel/layout.test-support';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BlogCarousel from './BlogCarousel';
import type { BlogCard } from '../../../lib/blog/model';

/**
 * The home page's latest-blogs carousel (product §2 Home, §4, §9: autoplay every 5000 ms, paused on
 * hover) with its real engine, Embla. jsdom lays nothing out: the track gets a width and the
 * three cards theirs (one per view on a phone, all three on a wide screen); observers do nothing
 * and `matchMedia` answers whether the visitor prefers reduced motion.
 */
const card = (n: number): BlogCard => ({
  id: String(n),
  slug: `post-${n}`,
  title: `Post number ${n}`,
  excerpt: `Excerpt ${n}`,
  categoryLabel: 'Insights',
  dateLabel: `January ${n}, 2025`,
  readingTime: `${n} min read`,
  publishedAt: `2025-01-0${n}T09:00:00.000Z`,
  imageUrl: null,
  imageSrcset: null,
  imageAlt: '',
  imageFocus: null,
});
const cards = [1, 2, 3].map(card);

function setup({ cardsPerView = 1, reducedMotion = false } = {}) {
  layOutCarousel({ slideWidth: 900 / cardsPerView, reducedMotion });
  const user = userEvent.setup({ delay: null });
  render(<BlogCarousel cards={cards} />);
  const carousel = screen.getByRole('region', { name: 'Latest blog posts' });
  /** The first card in view (the carousel's state, which it exposes for tests). */
  const active = () => Number(carousel.dataset.active);
  return { user, carousel, active };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('blog carousel (component)', () => {
  it.each([
    ['a phone (one card in view): Pause, Previous and Next, and it plays', 1, true],
    ['a wide screen (all three in view): nothing to scroll, no controls, no autoplay', 3, false],
  ])('on %s', (_case, cardsPerView, scrolls) => {
    const { carousel, active } = setup({ cardsPerView });
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.map((s) => within(s).getByRole('heading', { level: 3 }).textContent)).toEqual(cards.map((c) => c.title));
    for (const name of [/^Pause/, 'Previous post', 'Next post'])
      expect(screen.queryAllByRole('button', { name })).toHaveLength(scrolls ? 1 : 0);
    wait(5000);
    expect(active()).toBe(scrolls ? 1 : 0);
  });

  it.each([
    ['Next', ['Next post'], 1],
    ['Next twice', ['Next post', 'Next post'], 2],
    ['Previous from the first wraps to the last', ['Previous post'], 2],
    ['Next past the last wraps to the first', ['Next post', 'Next post', 'Next post'], 0],
  ])('%s', async (_case, presses, expected) => {
    const { user, active } = setup();
    for (const name of presses) await user.click(screen.getByRole('button', { name }));
    expect(active()).toBe(expected);
  });

  it('autoplays every 5000 ms; the pointer over it pauses it until it leaves', () => {
    const { carousel, active } = setup();
    wait(4999);
    expect(active()).toBe(0);
    wait(1);
    expect(active()).toBe(1);
    fireEvent.mouseEnter(carousel);
    wait(15_000);
    expect(active()).toBe(1);
    fireEvent.mouseLeave(carousel);
    wait(5000);
    expect(active()).toBe(2);
  });

  it('Pause stops it and becomes Play; Play starts it again', async () => {
    const { user, carousel, active } = setup();
    // After each press the pointer and the focus leave, so only the button's state holds it.
    const pressAndLeave = async (name: RegExp) => {
      await user.click(screen.getByRole('button', { name }));
      await user.unhover(carousel);
      act(() => (document.activeElement as HTMLElement).blur());
    };
    await pressAndLeave(/^Pause/);
    wait(15_000);
    expect(active()).toBe(0);
    expect(carousel.dataset.playing).toBe('false');
    await pressAndLeave(/^Play/);
    wait(5000);
    expect(active()).toBe(1);
  });

  it('keyboard: from Pause, Tab to Previous and Next post, Enter and Space press them; focus inside holds the autoplay', async () => {
    const { user, carousel, active } = setup();
    act(() => screen.getByRole('button', { name: /^Pause/ }).focus());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous post' }));
    await user.keyboard('{Enter}');
    expect(active()).toBe(2);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next post' }));
    await user.keyboard(' ');
    await user.keyboard(' ');
    expect(active()).toBe(1);
    wait(15_000);
    expect(active()).toBe(1);
    expect(carousel.dataset.playing).toBe('false');
  });

  it('a visitor who prefers reduced motion: it never moves by itself, and offers Play', () => {
    const { active, carousel } = setup({ reducedMotion: true });
    // Set up, it says so, and that it does not play: what the accessibility scan reads in a browser.
    expect([carousel.dataset.ready, carousel.dataset.playing]).toEqual(['true', 'false']);
    wait(20_000);
    expect(active()).toBe(0);
    expect(screen.getByRole('button', { name: /^Play/ })).toBeTruthy();
  });
});
