import type { Locator, Page } from '@playwright/test';

/**
 * Wait until the island that holds `inside` has hydrated (Astro drops `ssr` from it then).
 * An island that waits for the visitor's intent (`client:intent`) is woken first, the way a
 * visitor would: a pointer going down on it.
 */
export async function hydrated(page: Page, inside: Locator): Promise<void> {
  const island = page.locator('astro-island').filter({ has: inside }).first();
  await island.waitFor({ state: 'attached' });
  if ((await island.getAttribute('client')) === 'intent' && (await island.getAttribute('ssr')) !== null) {
    await island.dispatchEvent('pointerdown');
  }
  await page.locator('astro-island:not([ssr])').filter({ has: inside }).first().waitFor({ state: 'attached' });
}

/** Open the header drawer once its island is live. */
export async function openMenu(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: /Open menu/ });
  await hydrated(page, button);
  await button.click();
  return button;
}
