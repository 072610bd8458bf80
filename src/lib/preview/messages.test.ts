import { describe, expect, it } from 'vitest';
import { isCmsSave, parsePreviewPayload, PREVIEW_BAR, PREVIEW_PROBLEMS } from './messages';

const blog = { id: 'd', slug: 's', title: 'T', content: [], publishedAt: null, coverImage: null, category: null, author: null };

describe('the preview payload read by the page', () => {
  it('takes a post or a known problem as the edge wrote it', () => {
    expect(parsePreviewPayload(JSON.stringify({ ok: true, status: 'draft', blog }))).toEqual({ ok: true, status: 'draft', blog });
    for (const problem of Object.keys(PREVIEW_PROBLEMS)) {
      expect(parsePreviewPayload(JSON.stringify({ ok: false, problem }))).toEqual({ ok: false, problem });
    }
  });

  it.each([
    null,
    '',
    'null',
    '{',
    '[]',
    '{"ok":false,"problem":"other"}',
    '{"ok":true,"status":"draft"}',
    '{"ok":true,"status":"live","blog":{"title":"T","content":[]}}',
  ])('reads %s (the bare shell, or anything broken) as an invalid link', (text) =>
    expect(parsePreviewPayload(text)).toEqual({ ok: false, problem: 'invalid' }),
  );

  it('the texts the issue quotes, and a status per problem', () => {
    expect(PREVIEW_BAR.draft).toBe('Draft preview, not published');
    expect(Object.fromEntries(Object.entries(PREVIEW_PROBLEMS).map(([k, v]) => [k, v.httpStatus]))).toEqual({
      invalid: 401,
      expired: 410,
      'not-found': 404,
      'cms-unavailable': 502,
      'not-configured': 503,
    });
  });
});

describe("the admin's save message", () => {
  const cms = 'https://cms.example.com';
  it('reloads for strapiUpdate from the CMS origin only', () => {
    expect(isCmsSave(cms, { type: 'strapiUpdate' }, `${cms}/`)).toBe(true);
    expect(isCmsSave('https://evil.example.com', { type: 'strapiUpdate' }, cms)).toBe(false);
    expect(isCmsSave(cms, { type: 'strapiFieldFocus' }, cms)).toBe(false);
    expect(isCmsSave(cms, 'strapiUpdate', cms)).toBe(false);
    expect(isCmsSave(cms, { type: 'strapiUpdate' }, '')).toBe(false);
  });
});
