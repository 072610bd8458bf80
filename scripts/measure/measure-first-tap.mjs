// A phone visitor's first tap, timed: the page loaded and idle on a Pixel 7 emulation in
// Chromium, Slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed 4x,
// the time from the tap to the control's visible answer, as the page's own clock and frames see
// it. Medians of N runs, a fresh browser context each (nothing cached).
//   node scripts/measure/measure-first-tap.mjs <base URL> [--runs 5] [--only menu,booking,search]
//     [--astrowind <its base URL>]   AstroWind's menu too, in the same run, by turns with ours
//     [--requests]   each run's requests after the tap: from the tap to their start and last byte
// (AstroWind, onwidget/astrowind, the most-used Astro template: its build served by `astro preview`).
// Serve a build first (npm start, or `npx astro preview`). The search is typed at a person's pace:
// the keyboard opening (300 ms), then a letter every 150 ms ("se").
import { chromium, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable, slowPhone } from '../harness/chromium.mjs';
import { writeSection } from './figures-page.mjs';

const base = process.argv[2];
if (!base || base.startsWith('--')) {
  console.error('Usage: node scripts/measure/measure-first-tap.mjs <base URL> [--runs 5] [--only menu,booking,search]');
  process.exit(2);
}
const option = (name, fallback) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : fallback);
const runs = Number(option('runs', 5));
const astrowind = option('astrowind', null);
const only = option('only', 'menu,booking,search').split(',');
if (only.includes('astrowind-menu') && !astrowind) {
  console.error('astrowind-menu needs --astrowind <its base URL>.');
  process.exit(2);
}

const KEYBOARD_MS = 300;
const LETTER_MS = 150;

/** Each control: where it is, how it is tapped, and when its answer counts as shown (in the page). */
const CONTROLS = {
  menu: {
    path: '/',
    target: (page) => page.getByRole('button', { name: /open menu/i }),
    shown: () => {
      const d = document.querySelector('header dialog');
      return Boolean(d?.open && d.getBoundingClientRect().width > 200 && getComputedStyle(d).visibility !== 'hidden');
    },
  },
  booking: {
    path: '/booking-appointment',
    target: (page) =>
      page
        .getByRole('main')
        .getByRole('button', { name: 'Schedule Now' })
        .or(page.getByRole('main').getByRole('link', { name: 'Schedule Now' })),
    shown: () => {
      const d = document.querySelector('[data-testid="booking-modal"]');
      return Boolean(d && d.getBoundingClientRect().width > 200 && d.closest('dialog:not([open])') === null);
    },
  },
  // AstroWind's header menu: its button toggles the nav's `hidden` class (BasicScripts.astro).
  'astrowind-menu': {
    base: () => astrowind,
    path: '/',
    target: (page) => page.locator('[data-aw-toggle-menu]'),
    shown: () => {
      const nav = document.querySelector('#header nav');
      return Boolean(nav && !nav.classList.contains('hidden') && nav.getBoundingClientRect().height > 100);
    },
  },
  search: {
    path: '/blog',
    target: (page) => page.getByRole('combobox', { name: 'Search articles' }),
    shown: () => [...document.querySelectorAll('[role="option"]')].some((o) => o.getBoundingClientRect().height > 0),
    after: async (page) => {
      await page.waitForTimeout(KEYBOARD_MS);
      await page.keyboard.type('s');
      await page.waitForTimeout(LETTER_MS);
      await page.keyboard.type('e');
    },
  },
};

// The figures stand for a visitor's browser: the full Chromium, not the tests' headless shell.
const executablePath = chromiumExecutable({ headlessShell: false });
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumArgs });

async function once(name) {
  const control = CONTROLS[name];
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  await slowPhone(page);
  const scripts = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto(`${control.base?.() ?? base}${control.path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const before = scripts.length;
  await control.target(page).scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  // The page's clock: the tap's pointerdown, then the first frame that shows the answer.
  await page.evaluate((shownSource) => {
    const shown = new Function(`return (${shownSource})()`);
    window.__tap = null;
    window.__shown = null;
    addEventListener('pointerdown', () => (window.__tap ??= performance.now()), { capture: true, once: true });
    const frame = () => {
      if (window.__tap !== null && shown()) window.__shown = performance.now();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, control.shown.toString());
  await control.target(page).tap();
  if (control.after) await control.after(page);
  await page.waitForFunction(() => window.__shown !== null, null, { timeout: 30_000 });
  const ms = await page.evaluate(() => window.__shown - window.__tap);
  const loadedScripts = scripts.length - before;
  // --requests: what the tap asked for, each from the tap to its start and to its last byte (ms).
  const requests = process.argv.includes('--requests')
    ? await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= window.__tap)
          .map((e) => `${new URL(e.name).pathname} ${Math.round(e.startTime - window.__tap)}-${Math.round(e.responseEnd - window.__tap)}`),
      )
    : null;
  if (requests) console.log(`${name} (${Math.round(ms)} ms): ${requests.join(', ')}`);
  await context.close();
  return { ms, scriptsBeforeTap: before, scriptsAfterTap: loadedScripts };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const report = {};
const names = astrowind && !only.includes('astrowind-menu') ? [...only, 'astrowind-menu'] : only;
// With AstroWind, its menu and ours take turns run by run, so that both meet the machine as it is.
const turns = astrowind && only.includes('menu') ? { menu: 'astrowind-menu', 'astrowind-menu': 'menu' } : {};
const results = Object.fromEntries(names.map((n) => [n, []]));
for (const name of names) {
  if (results[name].length) continue;
  for (let i = 0; i < runs; i++) {
    results[name].push(await once(name));
    if (turns[name]) results[turns[name]].push(await once(turns[name]));
  }
}
for (const name of names) {
  report[name] = {
    medianMs: Math.round(median(results[name].map((r) => r.ms))),
    runsMs: results[name].map((r) => Math.round(r.ms)),
    scriptsBeforeTap: median(results[name].map((r) => r.scriptsBeforeTap)),
    scriptsAfterTap: median(results[name].map((r) => r.scriptsAfterTap)),
  };
  console.log(`${name}: median ${report[name].medianMs} ms (${report[name].runsMs.join(', ')})`);
}
await browser.close();
console.log(JSON.stringify(report, null, 2));
if (process.argv.includes('--write')) {
  const table = [
    `Pixel 7 emulation, Slow 4G (150 ms, 1.6 Mbps), CPU 4x slower, median of ${runs} runs, the build served by \`astro preview\`.`,
    '',
    '| Control | From the tap to what it shows (ms, median) | The runs (ms) | Scripts before the tap | Scripts the tap loads |',
    '|---|---|---|---|---|',
    ...Object.entries(report).map(
      ([name, r]) => `| ${name} | ${r.medianMs} | ${r.runsMs.join(', ')} | ${r.scriptsBeforeTap} | ${r.scriptsAfterTap} |`,
    ),
  ].join('\n');
  // The command as it was run, the addresses named for what they are.
  const args = process.argv.slice(3).map((arg) => (arg === astrowind ? '<its base URL>' : arg));
  writeSection('first-tap', table, `node scripts/measure/measure-first-tap.mjs <base URL> ${args.join(' ')}`);
}
