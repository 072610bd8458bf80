import { existsSync } from 'node:fs';

/**
 * Which Chromium Playwright drives: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
 * Playwright's own download (where `npx playwright install chromium` works).
 * @returns {string | undefined}
 */
export function chromiumExecutable() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => Boolean(p) && existsSync(/** @type {string} */ (p)));
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  }
  console.warn(
    'No system Chromium found (set CHROMIUM_PATH, or on Debian/Ubuntu: apt-get install -y chromium). ' +
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
