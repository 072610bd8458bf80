import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The enquiry desk (./desk.js) is the one module of the CMS's own code that reads and writes
 * enquiries: every other module, the privacy plugin too, goes through it. Read in the sources:
 * no other file asks Strapi's query engine or document service for the enquiry's uid.
 */
const SRC = join(__dirname, '..');
const sources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.jsx?$/.test(entry.name) && !/\.test\.js$/.test(entry.name) ? [path] : [];
  });
const ENQUIRY = 'api::enquiry.enquiry';
/**
 * Whether a module asks Strapi's query engine or document service for enquiries: by the uid
 * itself, or by a name it binds to the uid (a constant, or UID taken from the enquiry's modules).
 */
function reachesEnquiries(code) {
  const names = [`'${ENQUIRY}'`];
  for (const [, name] of code.matchAll(/const (\w+) = 'api::enquiry\.enquiry'/g)) names.push(name);
  if (/const \{[^}]*\bUID\b[^}]*\} = require\('(?:\.\/|\.\.\/enquiry\/)(?:desk|intake|alerts)'\)/.test(code)) names.push('UID');
  return names.some((name) =>
    new RegExp(`\\b(?:db\\.query|documents)\\(\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\)`).test(code),
  );
}

describe('the enquiry desk', () => {
  it('is the only module that asks Strapi for enquiries', () => {
    const reaching = sources(SRC)
      .filter((file) => reachesEnquiries(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(reaching).toEqual([join('enquiry', 'desk.js')]);
  });

  it('the rule sees a module that reaches around it', () => {
    expect(reachesEnquiries("await strapi.db.query('api::enquiry.enquiry').deleteMany({})")).toBe(true);
    expect(reachesEnquiries("const ENQUIRY = 'api::enquiry.enquiry';\nstrapi.db.query(ENQUIRY).findMany()")).toBe(true);
    expect(reachesEnquiries("const { UID } = require('./desk');\nstrapi.documents(UID).update({ documentId, data })")).toBe(true);
    // Another content type's UID is none of its business.
    expect(reachesEnquiries("const UID = 'api::blog.blog';\nstrapi.documents(UID).update({ documentId, data })")).toBe(false);
  });
});
