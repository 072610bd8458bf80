// Full-page screenshots of built pages at 390, 768 and 1440px, for looking at the site as a
// visitor would. Usage: node scripts/measure/screenshots.mjs http://127.0.0.1:4321 /,/about [outDir]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const [base = 'http://127.0.0.1:4321', paths = '/', out = 'screenshots'] = process.argv.slice(2);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const width of [390, 768, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths.split(',')) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Scroll through the page so lazy images load before the full-page capture.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '_');
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${out}/`);
