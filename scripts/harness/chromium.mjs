import { existsSync } from 'node:fs';

/**
 * Which Chromium Playwright drives: CHROMIUM_PATH; else, for a headless run, Debian's headless
 * shell (/usr/bin/chromium-headless-shell, package chromium-headless-shell); else Debian's
 * /usr/bin/chromium; else Playwright's own download (where `npx playwright install chromium` works).
 * The headless shell is the same Chromium, built without the desktop browser around the page,
 * and what Playwright itself runs headless tests in: the suite's pages cost much less machine in
 * it (docs/performance.md, "The suite's browser: Debian's headless shell"). It cannot open a
 * window, so a headed or debugging run, and a measurement meant to stand for a visitor's
 * browser, take the full one.
 * @param {{ headlessShell?: boolean, env?: Record<string, string | undefined>, exists?: (path: string) => boolean }} [options]
 * @returns {string | undefined}
 */
export function chromiumExecutable({ headlessShell = true, env = process.env, exists = existsSync } = {}) {
  // The browser asked for by name, or an error: never another one in its place.
  if (env.CHROMIUM_PATH) {
    if (exists(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist.`);
  }
  const candidates = [...(headlessShell ? ['/usr/bin/chromium-headless-shell'] : []), '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => exists(p));
  if (found) return found;
  console.warn(
    'No system Chromium found (set CHROMIUM_PATH, or on Debian/Ubuntu: apt-get install -y chromium chromium-headless-shell). ' +
      "Falling back to Playwright's own browser: run `npx playwright install chromium` if it is missing.",
  );
  return undefined;
}

/** Flags for a root user in a container on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * The flags for `executablePath`: chromiumArgs, and for the headless shell its glyph widths
 * unrounded, as the full browser lays text out headless. The shell hints to whole pixels by
 * default, which made lines of Poppins wider there and the metric-matched fallbacks no longer match.
 * @param {string | undefined} executablePath
 */
export const chromiumArgsFor = (executablePath) =>
  executablePath?.includes('headless-shell') ? [...chromiumArgs, '--font-render-hinting=none'] : chromiumArgs;

/** A slow phone's network and processor, as Lighthouse's mobile run takes them: Slow 4G, the CPU 4x slower. */
export const SLOW_PHONE = { latencyMs: 150, downloadMbps: 1.6, uploadKbps: 750, cpuSlowdown: 4 };

/**
 * Give `page` a slow phone's network and processor (the e2e first-tap spec and the figures of
 * scripts/measure/measure-first-tap.mjs use the same).
 * @param {import('@playwright/test').Page} page
 */
export async function slowPhone(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: (SLOW_PHONE.downloadMbps * 1024 * 1024) / 8,
    uploadThroughput: (SLOW_PHONE.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}
