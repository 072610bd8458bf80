import { existsSync } from 'node:fs';

/**
 * Which Chromium Playwright drives: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
 * Playwright's own download (where `npx playwright install chromium` works).
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => Boolean(p) && existsSync(p!));
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
