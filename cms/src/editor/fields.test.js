import { describe, expect, it } from 'vitest';
import fields from './fields.js';
import { BLOG } from '../../../src/lib/blog/constants';

const { FIELD_HELP, LIMITS, withFieldHelp } = fields;

describe("the editors' field help", () => {
  it('names the limits where the site really cuts', () => {
    expect(LIMITS).toEqual({ titleCard: BLOG.titleMax.list, titleHome: BLOG.titleMax.home, excerptCard: BLOG.excerptMax.list });
    expect(FIELD_HELP['api::blog.blog'].title.description).toContain(`first ${BLOG.titleMax.list} characters`);
  });

  it('every field of Blog (its SEO component too), Category, Author and Redirect has a label and a description', () => {
    const schemas = {
      'api::blog.blog': ['title', 'slug', 'content', 'coverImage', 'category', 'author', 'publishAt', 'seo'],
      'shared.seo': ['metaTitle', 'metaDescription', 'shareImage', 'noindex'],
      'api::category.category': ['name'],
      'api::author.author': ['name', 'bio', 'avatar'],
      'api::redirect.redirect': ['from', 'to', 'permanent'],
    };
    for (const [uid, names] of Object.entries(schemas)) {
      expect(Object.keys(FIELD_HELP[uid]).sort()).toEqual([...names].sort());
      for (const name of names) {
        expect(FIELD_HELP[uid][name].label, `${uid}.${name}`).toMatch(/^[A-Z]/);
        expect(FIELD_HELP[uid][name].description.length, `${uid}.${name}`).toBeGreaterThan(20);
      }
    }
  });

  it('writes labels, descriptions and placeholders, and keeps the rest of the configuration', () => {
    const before = {
      settings: { pageSize: 10 },
      layouts: { edit: [] },
      metadatas: {
        title: {
          edit: { label: 'title', description: '', placeholder: '', visible: true, editable: true },
          list: { label: 'title', searchable: true, sortable: true },
        },
        id: { edit: {}, list: { label: 'id' } },
      },
    };
    const after = withFieldHelp(before, { title: { label: 'Title', description: 'The heading.', placeholder: 'e.g. Hi' } });
    expect(after.settings).toEqual(before.settings);
    expect(after.layouts).toEqual(before.layouts);
    expect(after.metadatas.id).toEqual(before.metadatas.id);
    expect(after.metadatas.title).toEqual({
      edit: { label: 'Title', description: 'The heading.', placeholder: 'e.g. Hi', visible: true, editable: true },
      list: { label: 'Title', searchable: true, sortable: true },
    });
  });
});
