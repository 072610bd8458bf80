import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN, RUN_ON_POSTGRES, adminToken } from '../support/strapi-admin';
import { ENQUIRY_UID, storedEnquiries, uniqueName } from '../support/enquiries';
import { ENQUIRY_API_PATH } from '../../src/config/routes';

/**
 * What the agency's administrator sees of enquiries in Strapi's real admin panel: the list with
 * its columns, newest first, text shown as text (a <script> typed in a name is only characters),
 * and an entry whose fields cannot be edited. The panel's view is the same on either database:
 * it runs once, on PostgreSQL, the production one.
 */
const STRAPI = process.env.STRAPI_URL!;
const EDGE = process.env.STRAPI_EDGE_URL;

test.skip(!process.env.STRAPI_ADMIN_BUILT, 'The admin panel is not built (scripts/harness/cms-e2e.mjs builds it).');
test.skip(!EDGE, 'The edge is not installed (npm install --prefix edge).');
test.use({ viewport: { width: 1440, height: 900 } });

test(
  'the Content Manager lists enquiries with their columns, shows markup as text, and edits nothing',
  { tag: RUN_ON_POSTGRES },
  async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const name = `<script>window.__owned=1</script>${uniqueName('')}`;
    const stored = await request.post(`${EDGE}${ENQUIRY_API_PATH}`, {
      headers: { Origin: EDGE!, 'Content-Type': 'application/json', 'CF-Connecting-IP': '192.0.2.77' },
      data: Buffer.from(
        JSON.stringify({
          key: randomUUID(),
          page: '/get-to-know',
          fillMs: 50_000,
          company: '',
          emailOutcome: 'failed',
          emailError: '412',
          answers: {
            firstName: name,
            lastName: 'Admin-view',
            email: 'admin-view@example.com',
            phoneNumber: '312 555 0142',
            businessSituation: 'Just getting started',
            otherBusinessSituation: '',
            goals: ['Improve my Google rankings (SEO)'],
            hasWebsite: 'No',
            websiteUrl: '',
            budget: '$1,000-$2,500',
            timeframe: '1-3 months',
            notes: '',
          },
        }),
      ),
    });
    expect(stored.status()).toBe(201);
    // Kept as the visitor answered: no website and no notes are empty, not the e-mail's "N/A" and "Not provided".
    const [kept] = await storedEnquiries(request, STRAPI, await adminToken(request, STRAPI), { firstName: name });
    expect(kept).toMatchObject({ hasWebsite: 'No', websiteUrl: '', notes: '', goals: 'Improve my Google rankings (SEO)' });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });

    await page.goto(`${STRAPI}/admin/auth/login`);
    await page.locator('input[name="email"]').fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).not.toHaveURL(/\/auth\//, { timeout: 30_000 });

    await page.goto(`${STRAPI}/admin/content-manager/collection-types/${ENQUIRY_UID}`);
    const table = page.getByRole('grid');
    await expect(table).toBeVisible({ timeout: 30_000 });
    // Strapi draws its list as a grid whose first row holds the column names.
    const header = table.getByRole('row').first();
    for (const column of ['Received', 'First name', 'Last name', 'Email', 'Goals (services)', 'Budget', 'Timeframe', 'E-mail']) {
      await expect(header.getByRole('gridcell', { name: column, exact: true })).toBeVisible();
    }
    // Read-only: no Create button over the list, and the create form's address offers no form either.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: /Create new entry/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Create new entry/i })).toHaveCount(0);
    const row = table.getByRole('row').filter({ hasText: 'Admin-view' }).first();
    await expect(row).toContainText(name);
    await expect(row).toContainText('failed');
    await info.attach('enquiry list', { body: await page.screenshot(), contentType: 'image/png' });
    expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();

    await row.getByText('Admin-view', { exact: true }).click();
    const firstName = page.locator('input[name="firstName"]');
    await expect(firstName).toHaveValue(name, { timeout: 30_000 });
    await expect(firstName).toBeDisabled();
    await info.attach('enquiry entry', { body: await page.screenshot(), contentType: 'image/png' });
    expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  },
);
