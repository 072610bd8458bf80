// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DraftPreview, { PREVIEW_LOADING_HEADING } from './DraftPreview';
import { PREVIEW_BAR, PREVIEW_DATA_ID, PREVIEW_PROBLEMS, type PreviewProblem } from '../../../lib/preview/messages';
import type { Blog } from '../../../lib/blog/model';

/**
 * The CMS's draft preview (/preview/blog/<documentId>): the edge writes the mapped draft, or why
 * there is none, into the shell's JSON block; the island renders it under the draft bar, and
 * reloads when Strapi's editor saves. The data block is written here as the edge would.
 */
const CMS = 'https://cms.example.com';
const AGENCY = 'Test Agency';
const draft: Blog = {
  id: '7',
  slug: 'spring-offers',
  title: 'Spring offers',
  content: [
    {
      kind: 'paragraph',
      children: [
        {
          kind: 'text',
          text: 'Fresh bread, fresh leads.',
          bold: false,
          italic: false,
          underline: false,
          strikethrough: false,
          code: false,
        },
      ],
    },
  ],
  readingMinutes: 1,
  publishedAt: null,
  coverImage: null,
  category: { key: 'ads', id: 2, documentId: null, name: 'Ads' },
  author: null,
};

function setup(block: string | null) {
  if (block !== null)
    document.head.append(
      Object.assign(document.createElement('script'), { type: 'application/json', id: PREVIEW_DATA_ID, textContent: block }),
    );
  render(<DraftPreview cmsOrigin={CMS} agencyName={AGENCY} />);
}

afterEach(() => {
  cleanup();
  document.getElementById(PREVIEW_DATA_ID)?.remove();
  document.title = '';
});

describe('draft preview (component)', () => {
  it('the server-rendered shell: the Draft preview heading and a spinner until the island reads the block', () => {
    const html = renderToString(<DraftPreview cmsOrigin={CMS} agencyName={AGENCY} />);
    expect(html).toContain(`<h1 class="sr-only">${PREVIEW_LOADING_HEADING}</h1>`);
    expect(html).toContain('Loading the preview...');
  });

  it.each(['draft', 'published'] as const)('a %s version: the post under its bar, and the tab says which', (status) => {
    setup(JSON.stringify({ ok: true, status, blog: draft }));
    expect(screen.getByTestId('preview-bar').textContent).toBe(PREVIEW_BAR[status]);
    const article = screen.getByTestId('blog-post');
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe(draft.title);
    expect(within(article).getByText('Fresh bread, fresh leads.')).toBeTruthy();
    expect(within(article).getByTestId('post-date').textContent).toBe('Unpublished');
    expect(within(article).getByTestId('post-category').textContent).toBe('Ads');
    expect(document.title).toBe(`${PREVIEW_BAR[status]}: ${draft.title} | ${AGENCY}`);
  });

  it.each(Object.keys(PREVIEW_PROBLEMS) as PreviewProblem[])('the edge’s “%s”: its heading and message, no post', (problem) => {
    setup(JSON.stringify({ ok: false, problem }));
    const view = screen.getByTestId('preview-problem');
    expect(within(view).getByRole('heading', { level: 1 }).textContent).toBe(PREVIEW_PROBLEMS[problem].heading);
    expect(within(view).getByRole('alert').textContent).toBe(PREVIEW_PROBLEMS[problem].message);
    expect(screen.queryByTestId('preview-bar')).toBeNull();
    expect(document.title).toBe(`${PREVIEW_PROBLEMS[problem].heading} | ${AGENCY}`);
  });

  it.each([
    ['no data block (the shell opened without the edge)', null],
    ['the shell’s own null', 'null'],
    ['a broken block', '{"ok": tru'],
    ['a post without content', JSON.stringify({ ok: true, status: 'draft', blog: { title: 'No body' } })],
  ])('%s reads as an invalid link', (_case, block) => {
    setup(block);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(PREVIEW_PROBLEMS.invalid.heading);
    expect(screen.queryByText('No body')).toBeNull();
  });

  it.each([
    ['Strapi saving the entry reloads the preview', CMS, { type: 'strapiUpdate' }, 1],
    ['the same message from another origin is ignored', 'https://evil.example', { type: 'strapiUpdate' }, 0],
    ['another message from Strapi is ignored', CMS, { type: 'previewScriptLoaded' }, 0],
  ])('%s', (_case, origin, data, reloads) => {
    const reload = vi.fn();
    vi.stubGlobal('location', { href: window.location.href, origin: window.location.origin, reload });
    setup(JSON.stringify({ ok: true, status: 'draft', blog: draft }));
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin, data }));
    });
    expect(reload).toHaveBeenCalledTimes(reloads);
  });
});
