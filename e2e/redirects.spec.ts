import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { redirectTable } from '../src/config/redirects';

const cases: Array<[string, string]> = [
  ['/home', '/'],
  ['/services/ads', '/services/ads-management'],
  ['/about-us', '/about'],
  ['/about-us/', '/about'],
  ['/ads-management', '/services/ads-management'],
  ['/sms-email-marketing', '/services/ads-management'],
  ['/social-media-management', '/services/ads-management'],
  ['/crm-services', '/services/crm-solutions'],
  ['/letstalk', '/contact'],
  ['/search-engine-optimization', '/services/seo-optimization'],
  ['/website-design-development', '/services/web-design-and-development'],
  ['/link-in-bio', '/'],
  ['/calendar', '/'],
  ['/calendar-6430', '/'],
  ['/multi-purpose', '/'],
  ['/thank-you', '/'],
  ['/contact-us/', '/'],
  ['/404-page', '/'],
  ['/cdn-cgi/l/email-protection', '/'],
  ['/post/an-old-article-from-2019', '/'],
  ['/builder-preview/locales/en-US.json', '/'],
];

test.describe('legacy redirects', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'runs once, at desktop width');

  for (const [from, to] of cases) {
    test(`${from} -> ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.pathname.replace(/(.)\/$/, '$1') === to);
    });
  }

  test('an unknown path shows Page Not Found with status 404', async ({ page }) => {
    const res = await page.goto('/this/page/does-not-exist');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('dist/_redirects holds a 301 for every entry of the table', () => {
    const lines = readFileSync('dist/_redirects', 'utf8').trim().split('\n');
    for (const rule of redirectTable) expect(lines).toContain(`${rule.from} ${rule.to} 301`);
  });
});
