import type { Locator, Page } from '@playwright/test';

/** Wait until the island that holds `inside` has hydrated (Astro drops `ssr` from it then). */
export async function hydrated(page: Page, inside: Locator): Promise<void> {
  await page.locator('astro-island:not([ssr])').filter({ has: inside }).first().waitFor();
}

/** Open the header drawer once its island is live. */
export async function openMenu(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: /Open menu/ });
  await hydrated(page, button);
  await button.click();
  return button;
}
