import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';

/** The fake identifiers the e2e build was made with (scripts/harness/build-e2e.mjs). */
export const testEnv = JSON.parse(readFileSync(new URL('./test-env.json', import.meta.url), 'utf8')) as Record<string, string>;

export const EMAILJS_SEND = 'https://api.emailjs.com/api/v1.0/email/send';

/**
 * Intercept EmailJS's send endpoint. Each call answers with the next status of `statuses`
 * (the last one repeats) and records the JSON it would have received.
 */
export async function interceptEmailJs(page: Page, statuses: number[] = [200], delayMs = 0) {
  const bodies: unknown[] = [];
  let call = 0;
  await page.route(EMAILJS_SEND, async (route) => {
    bodies.push(route.request().postDataJSON());
    const status = statuses[Math.min(call++, statuses.length - 1)]!;
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    await route.fulfill({
      status,
      contentType: 'text/plain',
      body: status === 200 ? 'OK' : status === 429 ? 'Too Many Requests' : 'Server error',
    });
  });
  return bodies;
}

/** Every request the page makes to a host, recorded. */
export function recordRequests(page: Page, host: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (host.test(new URL(r.url()).hostname)) seen.push(r);
  });
  return seen;
}
