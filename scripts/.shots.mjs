import { chromium, devices } from '@playwright/test';
const [base, paths, out, w] = process.argv.slice(2);
const width = Number(w);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await browser.newContext(width < 1000 ? { ...devices['Pixel 5'], viewport: { width, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true } : { viewport: { width, height: 900 } });
const page = await ctx.newPage();
for (const p of paths.split(',')) {
  await page.goto(base + p, { waitUntil: 'networkidle' });
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 700) { await page.evaluate((t) => window.scrollTo(0, t), y); await page.waitForTimeout(80); }
  await page.evaluate(() => window.scrollTo(0, 0)); await page.waitForTimeout(300);
  const name = p === '/' ? 'home' : p.replace(/^\//, '').replace(/\//g, '_');
  await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
}
await browser.close();
