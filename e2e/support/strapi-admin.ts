import { expect, type APIRequestContext } from '@playwright/test';

import admin from './cms-admin.json' with { type: 'json' };
import { DATABASE_TAGS } from '../../scripts/harness/cms-e2e/run.mjs';

/**
 * The first administrator of the test CMS, created at its first start from CMS_ADMIN_EMAIL and
 * CMS_ADMIN_PASSWORD (scripts/harness/strapi-env.mjs), as an operator names them.
 */
export const ADMIN: { email: string; password: string; firstname: string; lastname: string } = admin;

/**
 * An admin panel session token of that administrator: the one scripts/harness/cms-e2e.mjs signed in for
 * the run (STRAPI_ADMIN_SESSION; Strapi allows five sign-ins per address in five minutes, and a
 * spec file's beforeAll runs again after each failure), or a new sign-in.
 */
export async function adminToken(request: APIRequestContext, strapi: string): Promise<string> {
  if (process.env.STRAPI_ADMIN_SESSION) return process.env.STRAPI_ADMIN_SESSION;
  const auth = await request.post(`${strapi}/admin/login`, { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(auth.ok(), await auth.text()).toBe(true);
  return ((await auth.json()) as { data: { token: string } }).data.token;
}

/**
 * The tag of a CMS test whose outcome the database cannot change (Strapi stopped, response
 * headers, CORS, what the build leaves in dist/): the SQLite run proves it, and the PostgreSQL
 * run (scripts/harness/cms-e2e.mjs --postgres) leaves it out. An untagged test runs on
 * PostgreSQL only, the production database (DATABASE_TAGS).
 */
export const ANY_DATABASE = DATABASE_TAGS.anyDatabase;

/** The same, run in the PostgreSQL run instead, to even the two runs' lengths (DATABASE_TAGS). */
export const RUN_ON_POSTGRES = DATABASE_TAGS.runOnPostgres;

/** The site this run built against its Strapi (dist-strapi, or dist-strapi-postgres beside it). */
export const SITE_DIST = process.env.STRAPI_SITE_DIST!;
