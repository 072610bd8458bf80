import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANSWER_FIELDS, CMS_OWN_FIELDS, STORED_FIELDS } from './fields';
import { toTemplateParams } from './template';
import { toStoredEnquiry } from './record';
import { aRecord } from './record.fixture';

/**
 * One source for the enquiry's fields: the site's lists, the CMS's Enquiry schema (whose fields
 * the CMS's intake accepts, less its own) and what the site actually sends must agree. A field
 * added in one of them alone fails here.
 */
const schema = JSON.parse(readFileSync('cms/src/api/enquiry/content-types/enquiry/schema.json', 'utf8')) as {
  attributes: Record<string, unknown>;
};
const intake = readFileSync('cms/src/enquiry/intake.js', 'utf8');

describe('the enquiry’s fields, in one place', () => {
  it('the CMS’s schema holds what the site stores, and its own fields besides', () => {
    expect(Object.keys(schema.attributes).sort()).toEqual([...STORED_FIELDS, ...CMS_OWN_FIELDS].sort());
  });
  it('the CMS’s intake accepts its schema’s fields less the same own fields', () => {
    expect(intake).toContain("require('../api/enquiry/content-types/enquiry/schema.json')");
    expect(intake).toContain(`const CMS_OWN_FIELDS = ${JSON.stringify([...CMS_OWN_FIELDS]).replace(/"/g, "'")};`);
  });
  it('the e-mail carries exactly product §7’s template parameters, in its order, and the record exactly the stored fields', () => {
    const record = aRecord();
    // Product §7's names, in its order, as the spec writes them (e2e/support/enquiry.ts holds the whole request).
    const params = Object.keys(toTemplateParams(record.answers));
    expect(params).toEqual([
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'businessSituation',
      'goals',
      'hasWebsite',
      'websiteUrl',
      'budget',
      'timeframe',
      'notes',
    ]);
    expect(params).toEqual([...ANSWER_FIELDS]);
    expect(Object.keys(toStoredEnquiry(record)).sort()).toEqual([...STORED_FIELDS].sort());
  });
});
