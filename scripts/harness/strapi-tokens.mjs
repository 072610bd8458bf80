// The API tokens a test harness needs from its throwaway Strapi, made the way an operator makes
// them (docs/operators.md): by an administrator, through the admin panel's own API. The CMS's
// code mints none itself, so no environment variable of a production start can make it.
import { writeFileSync } from 'node:fs';
import { signInAsTestAdmin } from './strapi-env.mjs';

/** What the edge's preview token may do (docs/operators.md: read-only on Blog, Category and Author). */
export const PREVIEW_TOKEN_PERMISSIONS = ['api::blog.blog', 'api::category.category', 'api::author.author'].flatMap((uid) => [
  `${uid}.find`,
  `${uid}.findOne`,
]);

/** What the edge's enquiry token may do (docs/operators.md: Enquiry create, nothing else). */
export const ENQUIRY_TOKEN_PERMISSIONS = ['api::enquiry.enquiry.create'];

const KINDS = {
  full: { name: 'e2e-tests', description: 'End-to-end tests: publish as an editor would', type: 'full-access' },
  preview: { name: 'e2e-preview', description: 'Draft preview (edge)', type: 'custom', permissions: PREVIEW_TOKEN_PERMISSIONS },
  enquiry: { name: 'e2e-enquiries', description: 'Enquiries (edge)', type: 'custom', permissions: ENQUIRY_TOKEN_PERMISSIONS },
};

/**
 * Sign in as the test CMS's first administrator and create the tokens named in `files` (full,
 * preview, enquiry), each written to its file. Call it once per database: after a start on a new
 * one, or after a restore (which brings no tokens back). Returns the admin session it signed in
 * with, for the specs to share (Strapi allows five sign-ins per address in five minutes).
 * @param {string} strapiUrl
 * @param {Partial<Record<keyof typeof KINDS, string>>} files
 * @returns {Promise<string>}
 */
export async function writeTestTokens(strapiUrl, files) {
  const session = await signInAsTestAdmin(strapiUrl);
  for (const [kind, file] of Object.entries(files)) {
    if (!file) continue;
    const res = await fetch(`${strapiUrl}/admin/api-tokens`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...KINDS[/** @type {keyof typeof KINDS} */ (kind)], lifespan: null }),
    });
    if (!res.ok) throw new Error(`The ${kind} API token could not be created (${res.status}): ${await res.text()}`);
    writeFileSync(file, (await res.json()).data.accessKey);
  }
  return session;
}
