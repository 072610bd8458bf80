import { expect, test } from '@playwright/test';
import { ANY_SCREEN } from './support/devices';
import { site } from '../src/config/site';
import { ROUTES, serviceHref } from '../src/config/routes';

test('footer: service pages, company links, contact, socials, copyright', { tag: ANY_SCREEN }, async ({ page }) => {
  await page.goto(ROUTES.home);
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['Web Design & Development', serviceHref('web-design-and-development')],
    ['Search Engine Optimization', serviceHref('seo-optimization')],
    ['CRM Solutions', serviceHref('crm-solutions')],
    ['Ads Management', serviceHref('ads-management')],
    ['Our Approach', '/about?section=approach'],
    ['Reviews', ROUTES.reviews],
    ['Blog', ROUTES.blog],
    ['Portfolio', ROUTES.portfolio],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute('href', `tel:${site.phone.replace(/\D/g, '')}`);
  const socials = footer.getByRole('navigation', { name: 'Social media' }).getByRole('link');
  await expect(socials).toHaveCount(3);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.copyrightHolder}`);
});
