import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ANY_SCREEN } from './support/devices';
import { allFaqs, faqGroups } from '../src/data/faqs';
import { ROUTES } from '../src/config/routes';

test.describe('/faq: every question of the site', { tag: ANY_SCREEN }, () => {
  test('the heading "FAQ", one group per page with its heading, and every question of the data', async ({ page }) => {
    await page.goto(ROUTES.faq);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
    const groups = page.getByTestId('faq-group');
    await expect(groups).toHaveCount(faqGroups.length);
    for (const [i, group] of faqGroups.entries()) {
      const section = groups.nth(i);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(group.topic);
      await expect(section.locator('summary')).toHaveText(group.faqs.map((f) => f.question));
      await expect(section.getByRole('link', { name: group.linkLabel })).toHaveAttribute('href', group.href);
    }
    await expect(page.locator('main summary')).toHaveCount(allFaqs.length);
  });

  test('the same accordion as the other pages: a question opens to its answer', async ({ page }) => {
    await page.goto(ROUTES.faq);
    const last = allFaqs.at(-1)!;
    const item = page.locator('details').filter({ has: page.locator('summary', { hasText: last.question }) });
    await expect(item.getByText(last.answer)).toBeHidden();
    await item.locator('summary').click();
    await expect(item.getByText(last.answer)).toBeVisible();
  });

  test('a topic link jumps to its group', async ({ page }) => {
    await page.goto(ROUTES.faq);
    const group = faqGroups.at(-1)!;
    await page.getByRole('navigation', { name: 'FAQ topics' }).getByRole('link', { name: group.topic }).click();
    await expect(page).toHaveURL(new RegExp(`#${group.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: group.topic })).toBeInViewport();
  });

  test('FAQPage structured data with every question and its answer', async ({ page }) => {
    await page.goto(ROUTES.faq);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const faqPages = blocks.filter((b) => b['@type'] === 'FAQPage');
    expect(faqPages).toHaveLength(1);
    expect(faqPages[0]['@context']).toBe('https://schema.org');
    expect(faqPages[0].mainEntity).toEqual(
      allFaqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
    );
  });

  test('title, description and the sitemap', async ({ page }) => {
    await page.goto(ROUTES.faq);
    await expect(page).toHaveTitle(/^Frequently Asked Questions \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /questions/i);
    const sitemap = readFileSync('dist/sitemap-0.xml', 'utf8');
    expect(sitemap).toMatch(/<loc>[^<]+\/faq<\/loc>/);
  });

  // Search engines want one marked-up instance of a question per site: /faq repeats them all.
  for (const path of [ROUTES.about, ROUTES.services, faqGroups.at(-1)!.href]) {
    test(`${path} shows its FAQ, links to /faq, and leaves the FAQPage data to /faq`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('faq-list').locator('details')).not.toHaveCount(0);
      await expect(page.getByTestId('faq-section').getByRole('link', { name: 'See All FAQs' })).toHaveAttribute('href', ROUTES.faq);
      const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t)['@type']);
      expect(types).not.toContain('FAQPage');
    });
  }
});
