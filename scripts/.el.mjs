import { chromium, devices } from '@playwright/test';
const [base, w, ...specs] = process.argv.slice(2);
const width = Number(w);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await browser.newContext(width < 1000 ? { ...devices['Pixel 5'], viewport: { width, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true } : { viewport: { width, height: 900 } });
const page = await ctx.newPage();
for (const spec of specs) {
  const [p, sel, name] = spec.split('|');
  await page.goto(base + p, { waitUntil: 'networkidle' });
  const el = page.locator(sel).first();
  await el.scrollIntoViewIfNeeded(); await page.waitForTimeout(800);
  await el.screenshot({ path: `/tmp/shots/${name}-${width}.png` });
}
await browser.close();
