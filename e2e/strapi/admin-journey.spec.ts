import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { PREVIEW_BAR } from '../../src/lib/preview/messages';
import { ADMIN, ANY_DATABASE } from '../support/strapi-admin';

/**
 * A new editor's first post, in Strapi's real admin panel (built from cms/ by
 * scripts/harness/cms-e2e.mjs), the way they take it: sign in as the administrator the operator named,
 * write a post in the Content Manager (title, text typed at a person's pace, a cover
 * uploaded with its alternative text, category, author), save the draft, open the preview and
 * see the draft on the site's edge under the draft bar, edit and see the change, publish and see
 * the rebuild request arrive, unpublish. A screenshot of every step is attached to the report.
 * It runs once, in the SQLite run: the panel's steps are the same on either database. Drafts,
 * uploads, publishing and its rebuild request go through the API's specs on both; unpublishing,
 * which the content API does not offer, is proven here and by the rebuild hook's unit tests
 * (cms/src/bootstrap/rebuild-hook.test.js).
 */
const STRAPI = process.env.STRAPI_URL!;
const EDGE = process.env.STRAPI_EDGE_URL;
const CONTROL = process.env.STRAPI_CONTROL!;
const ADMIN_URL = `${STRAPI}/admin`;

test.skip(!process.env.STRAPI_ADMIN_BUILT, 'The admin panel is not built (scripts/harness/cms-e2e.mjs builds it).');
test.skip(!EDGE, 'The edge is not installed (npm install --prefix edge): the preview needs it.');
test.use({ viewport: { width: 1440, height: 900 } });

interface Rebuild {
  body: { inputs: { reason: string } };
}
const rebuildReasons = async () => ((await (await fetch(`${CONTROL}/rebuilds`)).json()) as Rebuild[]).map((r) => r.body.inputs.reason);

const SLUG_PREFIX = 'written-in-the-admin-panel-';

/**
 * The public API, read with Node's fetch, which heeds the server's `Keep-Alive` hint. Playwright's
 * request context reused a connection Strapi was closing after the admin steps' seconds of quiet
 * (Node's 5 s default then), and the read failed with ECONNRESET (a CI run on 2ddeb15, at step 8).
 * The CMS now keeps idle connections 65 s (cms/config/server.js, pinned in strapi.spec.ts).
 */
const published = async (query: string) =>
  (
    (await (await fetch(`${STRAPI}/api/blogs?${query}`)).json()) as {
      data: Array<{ title: string; coverImage: { alternativeText: string } }>;
    }
  ).data;

/**
 * A try that failed after publishing leaves its post live, and the specs after this one count
 * the published posts (the retry, with a title of its own, passed and did not remove it; a CI
 * run on 2ddeb15). A failed step deletes every post this test writes before it fails the test.
 */
async function deleteWrittenPosts() {
  const auth = { Authorization: `Bearer ${process.env.STRAPI_TOKEN}` };
  const res = await fetch(`${STRAPI}/api/blogs?filters[slug][$startsWith]=${SLUG_PREFIX}&status=draft&fields=slug`, { headers: auth });
  for (const { documentId } of ((await res.json()) as { data: Array<{ documentId: string }> }).data) {
    await fetch(`${STRAPI}/api/blogs/${documentId}`, { method: 'DELETE', headers: auth });
  }
  expect(await (await fetch(res.url, { headers: auth })).json()).toMatchObject({ data: [] });
}

async function step(page: Page, info: TestInfo, name: string, body: () => Promise<void>) {
  await test.step(name, async () => {
    try {
      await body();
    } catch (err) {
      await deleteWrittenPosts();
      throw err;
    } finally {
      await info.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
    }
  });
}

test(
  'an editor signs in, writes, previews, edits, publishes and unpublishes a post in the admin panel',
  { tag: ANY_DATABASE },
  async ({ page }, info) => {
    test.setTimeout(240_000);
    const title = `Written in the Admin Panel ${Date.now()}`;
    const slug = title.toLowerCase().replaceAll(' ', '-');
    expect(slug.startsWith(SLUG_PREFIX)).toBe(true);
    const typed = 'Our first paragraph, typed in the editor at a person’s pace.';

    await step(page, info, '1 sign in as the administrator the operator named', async () => {
      // Nobody registers on a production CMS: its first administrator came from CMS_ADMIN_EMAIL and
      // CMS_ADMIN_PASSWORD at its first start (scripts/harness/strapi-env.mjs), so /admin asks to sign in.
      await page.goto(ADMIN_URL);
      await expect(page).toHaveURL(/\/admin\/auth\/login/, { timeout: 30_000 });
      await page.locator('input[name="email"]').fill(ADMIN.email);
      // The sign-in form, not the registration's (which asks to confirm a new password).
      await expect(page.locator('input[name="confirmPassword"]')).toHaveCount(0);
      await page.locator('input[name="password"]').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).not.toHaveURL(/\/auth\//, { timeout: 30_000 });
    });

    await step(page, info, "1b the admin is the editors' own: no vendor banner or marketplace, the Content Manager on Blog", async () => {
      await expect(page.getByRole('link', { name: 'Content Manager' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Introducing the new Media Library')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Marketplace' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Content Manager' }).click();
      await expect(page).toHaveURL(/\/content-manager\/collection-types\/api::blog\.blog/, { timeout: 30_000 });
      const collections = page.getByRole('navigation', { name: 'Content Manager' });
      await expect(collections.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
      // The visitors' accounts of users-permissions, which editors never touch (not the admin's users).
      await expect(collections.getByRole('link', { name: 'User', exact: true })).toHaveCount(0);
    });

    await step(page, info, '2 write the post', async () => {
      await page.goto(`${ADMIN_URL}/content-manager/collection-types/api::blog.blog/create`);
      // The editors' own words beside the fields, and no slug made up before the title exists.
      await expect(page.getByText('Web address (slug)')).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('input[name="slug"]')).toHaveValue('');
      await page.locator('input[name="title"]').fill(title);
      await page.locator('[contenteditable="true"][role="textbox"]').click();
      await page.keyboard.type(typed, { delay: 25 });
    });

    await step(page, info, '3 upload the cover with its alternative text', async () => {
      await page.getByRole('button', { name: 'Click to add an asset or drag and drop one in this area' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Add more assets' }).click();
      await dialog.locator('input[type=file]').setInputFiles('cms/favicon.png');
      await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
      await dialog.getByLabel('Alternative text').fill('The agency logo: a white B over a gold wave on blue');
      await dialog.getByRole('button', { name: 'Finish' }).click();
      await dialog.getByRole('button', { name: /Upload 1 asset/ }).click();
      await expect(dialog.getByRole('tab', { name: /Selected files\s*1/ })).toBeVisible();
      await dialog.getByRole('button', { name: 'Finish' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await step(page, info, '4 category and author', async () => {
      await page.locator('[role=combobox][name=category]').click();
      await page.getByRole('option', { name: 'SEO' }).click();
      await page.locator('[role=combobox][name=author]').click();
      await page.getByRole('option', { name: 'Maya Chen' }).click();
    });

    await step(page, info, '5 save the draft: the slug comes from the title', async () => {
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved document')).toBeVisible();
      await expect(page.locator('input[name="slug"]')).toHaveValue(slug);
      // The side panels as the editor then sees them (docs/editors.md shows this step).
      await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
      await expect(page.getByText('Not published: the site does not show this post.')).toBeVisible();
    });

    await step(page, info, '6 preview the draft on the site', async () => {
      await page.getByRole('link', { name: 'Open preview' }).click();
      const site = page.frameLocator('iframe');
      await expect(site.getByTestId('preview-bar')).toHaveText(PREVIEW_BAR.draft, { timeout: 30_000 });
      await expect(site.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(site.getByTestId('post-content')).toContainText(typed);
      // Not on the public site yet.
      expect(await published(`filters[slug][$eq]=${slug}`)).toEqual([]);
      await page.goBack();
    });

    await step(page, info, '7 edit, save, and see the change in the preview', async () => {
      const editor = page.locator('[contenteditable="true"][role="textbox"]');
      // Back from the preview, the edit view loads the document again and sets the editor's value
      // when it arrives, putting the caret back at the start: on a busy machine that was mid-typing.
      await page.waitForLoadState('networkidle');
      await expect(editor).toContainText(typed);
      await editor.click();
      await page.keyboard.press('End');
      await page.keyboard.type(' Edited after the first preview.', { delay: 25 });
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved document').first()).toBeVisible();
      await page.getByRole('link', { name: 'Open preview' }).click();
      await expect(page.frameLocator('iframe').getByTestId('post-content')).toContainText('Edited after the first preview.', {
        timeout: 30_000,
      });
      await page.goBack();
    });

    await step(page, info, '8 publish: live, and the site is asked to rebuild', async () => {
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Published document')).toBeVisible();
      const [post] = await published(`filters[slug][$eq]=${slug}&populate[coverImage]=true`);
      expect(post?.title).toBe(title);
      expect(post?.coverImage.alternativeText).toBe('The agency logo: a white B over a gold wave on blue');
      await expect.poll(rebuildReasons, { timeout: 10_000 }).toContain(`entry.publish blog ${slug}`);
    });

    await step(page, info, '9 unpublish: gone from the site, and rebuilt again', async () => {
      await page.getByRole('button', { name: 'More document actions' }).click();
      await page.getByRole('menuitem', { name: 'Unpublish' }).click();
      await expect(page.getByText('Unpublished document')).toBeVisible();
      expect(await published(`filters[slug][$eq]=${slug}`)).toEqual([]);
      await expect.poll(rebuildReasons, { timeout: 10_000 }).toContain(`entry.unpublish blog ${slug}`);
    });
  },
);
