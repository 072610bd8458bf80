import { expect, type APIRequestContext } from '@playwright/test';

/** The first administrator of the test CMS, as an editor's first visit to /admin creates them. */
export const ADMIN = { email: 'editor@example.com', password: 'Preview-e2e-1', firstname: 'Eda', lastname: 'Editor' };

/** An admin panel session token: registers the first administrator, or logs in once one exists. */
export async function adminToken(request: APIRequestContext, strapi: string): Promise<string> {
  let auth = await request.post(`${strapi}/admin/register-admin`, { data: ADMIN });
  if (!auth.ok()) auth = await request.post(`${strapi}/admin/login`, { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(auth.ok(), await auth.text()).toBe(true);
  return ((await auth.json()) as { data: { token: string } }).data.token;
}

/**
 * The tag of a CMS test whose outcome the database cannot change (Strapi stopped, response
 * headers, CORS, what the build leaves in dist/): the SQLite run proves it, and the PostgreSQL
 * run (scripts/cms-e2e.mjs --postgres) leaves it out.
 */
export const ANY_DATABASE = '@any-database';
