import { defineConfig, devices } from '@playwright/test';
import { chromiumArgsFor, chromiumExecutable } from './scripts/harness/chromium.mjs';
import { phone } from './e2e/support/devices';
import { portOf } from './scripts/servers/ports.mjs';

/**
 * A new developer's first run (npm run test:first-run, in CI): `npm start` with nothing configured,
 * every contact path followed to its end on a phone and at 1440 px (e2e/first-run/). Its own config,
 * as its one server builds dist/ with the local stand-ins the other specs must not meet.
 */
const port = portOf('firstRun');
const baseURL = `http://127.0.0.1:${port}`;
const executablePath = chromiumExecutable({ headlessShell: true });

export default defineConfig({
  testDir: './e2e/first-run',
  forbidOnly: !!process.env.CI,
  failOnFlakyTests: true,
  workers: 2,
  outputDir: 'test-results/first-run',
  // The report keeps the screen each path ends on (the specs' attachments), for whoever reviews a run.
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/first-run' }]],
  use: { launchOptions: { args: chromiumArgsFor(executablePath), ...(executablePath ? { executablePath } : {}) } },
  projects: [
    { name: 'first-run-mobile', use: { ...phone(), baseURL } },
    { name: 'first-run-desktop', use: { ...devices['Desktop Chrome'], baseURL, viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'node scripts/dev/start.mjs',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    // Nothing configured, whatever this checkout's .env says: empty wins over .env (scripts/dev/start.mjs).
    env: {
      PORT: String(port),
      PUBLIC_EMAILJS_SERVICE_ID: '',
      PUBLIC_EMAILJS_TEMPLATE_ID: '',
      PUBLIC_EMAILJS_PUBLIC_KEY: '',
      PUBLIC_MAILCHIMP_URL: '',
      PUBLIC_CALENDLY_URL: '',
    },
  },
});
