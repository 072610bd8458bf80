import { expect, test, type Page } from '@playwright/test';
import { brokenLinks } from '../support/links';
import { redirectTable } from '../../src/config/redirects';
import { routes } from '../support/routes';
import { hydrated, openMenu } from '../support/islands';
import { interceptEmailJs, testEnv } from '../support/third-parties';
import { ENQUIRY_MIN_FILL_MS } from '../../src/lib/enquiry/record';
import { ROUTES } from '../../src/config/routes';

/**
 * dist/ served by Cloudflare's workerd (wrangler dev: the Worker of wrangler.jsonc), as deployed: real 301s,
 * real 404s, the security headers and a CSP that the islands never trip.
 */

test.describe('redirects on the edge', () => {
  const cases = redirectTable.flatMap((rule) => {
    const from = rule.from.endsWith('/*') ? `${rule.from.slice(0, -2)}/some/old/page` : rule.from;
    return rule.from.endsWith('/*') ? [[from, rule.to]] : [[from, rule.to], [`${from}/`, rule.to]];
  });

  for (const [from, to] of cases) {
    test(`${from} answers 301 to ${to}, which answers 200`, async ({ request }) => {
      const res = await request.get(from!, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(new URL(res.headers()['location']!, 'http://x').pathname).toBe(to);
      expect((await request.get(to!, { maxRedirects: 0 })).status()).toBe(200);
    });
  }

  test('every page answers 200 without a redirect', async ({ request }) => {
    for (const { path } of routes.filter((r) => r.path !== ROUTES.notFound)) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });

  test('a page asked for with a trailing slash is sent to its one address, as Pages did', async ({ request }) => {
    for (const { path } of routes.filter((r) => r.path !== ROUTES.notFound && r.path !== '/')) {
      const res = await request.get(`${path}/`, { maxRedirects: 0 });
      expect([307, 308], path).toContain(res.status());
      expect(new URL(res.headers()['location']!, 'http://x').pathname, path).toBe(path);
    }
  });

  test('an unknown path answers 404 with the Page Not Found screen', async ({ page }) => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });

  test('an unknown blog post still reaches the browser-side post loader', async ({ page }) => {
    const res = await page.goto('/blog/written-after-the-build');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
  });
});

test('no broken internal link or asset on the edge', async ({ baseURL }) => {
  test.setTimeout(120_000);
  expect(await brokenLinks(baseURL!)).toEqual([]);
});

test.describe('security headers', () => {
  test('every page carries them, with the CSP of _headers', async ({ request }) => {
    for (const { path } of routes) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain(`form-action 'self' ${new URL(testEnv.PUBLIC_MAILCHIMP_URL!).origin}`);
      expect(csp).toContain('connect-src');
      expect(csp).toContain('https://api.emailjs.com');
      expect(csp).toContain('frame-src https://calendly.com');
      expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
  });

  test('the Worker’s own answers carry them too, at every status, with a policy that allows nothing', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const json = { Origin: origin, 'Content-Type': 'application/json' };
    const answers = [
      await request.get('/api/enquiries'),
      await request.post('/api/enquiries', { headers: { ...json, Origin: 'https://evil.example' }, data: '{}' }),
      await request.post('/api/enquiries', { headers: { ...json, 'Content-Type': 'text/plain' }, data: '{}' }),
      await request.post('/api/enquiries', { headers: json, data: '{' }),
      await request.post('/preview', { data: '' }),
    ];
    // The door may be set up here (400 for the malformed body) or not (503); each refusal is real.
    expect(answers.map((a) => a.status()).filter((_, i) => i !== 3)).toEqual([405, 403, 415, 405]);
    expect([400, 503]).toContain(answers[3]!.status());
    for (const answer of answers) {
      const headers = answer.headers();
      const where = `${answer.url()} ${answer.status()}`;
      expect(headers['content-security-policy'], where).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
      expect(headers['strict-transport-security'], where).toBe('max-age=63072000; includeSubDomains; preload');
      expect(headers['x-content-type-options'], where).toBe('nosniff');
      expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], where).toContain('camera=()');
      expect(headers['x-frame-options'], where).toBe('DENY');
    }
  });

  test('hashed assets are cached for a year, immutably', async ({ page, request }) => {
    await page.goto(ROUTES.home);
    // The home page loads no script file at first: its images are hashed assets too.
    const asset = await page.locator('img[src^="/_astro/"]').first().getAttribute('src');
    const headers = (await request.get(asset!)).headers();
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

/** Collect CSP violations and console errors of a page from its first byte. */
async function watchCsp(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/.test(m.text())) problems.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Refused to load (CSP ${e.violatedDirective}): ${e.blockedURI}`);
    });
  });
  return problems;
}

test.describe('no CSP violation anywhere', () => {
  // A test a route, not one walking all eighteen: each waits for network idle, and the one walk
  // ran last in the suite while the other worker had nothing left to do (docs/performance.md).
  for (const { path, h1 } of routes) {
    test(`${path} loads cleanly, to network idle`, async ({ page }) => {
      const problems = await watchCsp(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('every island works under the policy', async ({ page }) => {
    const problems = await watchCsp(page);
    await page.route(`${new URL(testEnv.PUBLIC_MAILCHIMP_URL!).origin}/**`, (route) => route.fulfill({ status: 200, body: '' }));
    await page.route('https://calendly.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>Pick a time</p>' }));
    const sent = await interceptEmailJs(page);

    // Dropdown and carousels on the home page.
    await page.goto(ROUTES.home);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(page.locator('#services-dropdown')).toBeVisible();
    const portfolio = page.getByTestId('portfolio-carousel');
    await portfolio.scrollIntoViewIfNeeded();
    await hydrated(page, portfolio);
    await portfolio.getByRole('button', { name: 'Next project' }).click();
    await expect(portfolio).toHaveAttribute('data-active', '1');
    const form = page.getByTestId('newsletter-inline');
    await form.scrollIntoViewIfNeeded();
    await hydrated(page, form);
    await form.getByLabel('Email address').fill('ada@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thank you for subscribing!', { exact: false })).toBeVisible();

    // Drawer at phone width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(ROUTES.about);
    await openMenu(page);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Blog search.
    await page.goto(ROUTES.blog);
    await hydrated(page, page.getByTestId('blog-list'));
    await page.getByRole('combobox', { name: 'Search articles' }).fill('seo');
    await expect(page.getByRole('listbox', { name: 'Suggested titles' }).getByRole('option').first()).toBeVisible();

    // Wizard send, at a person's pace on Playwright's clock (faster is taken for a bot).
    await page.clock.install();
    await page.goto(ROUTES.enquiry);
    const wizard = page.getByTestId('enquiry-wizard');
    await hydrated(page, wizard);
    await wizard.getByRole('button', { name: 'Get Started' }).click();
    await wizard.getByLabel('First name').fill('Ada');
    await wizard.getByLabel('Last name').fill('Lovelace');
    await wizard.getByLabel('Email').fill('ada@example.com');
    await wizard.getByLabel('Phone number').fill('555');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Just getting started').check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel("I'm not sure yet").check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('No', { exact: true }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('$5,000+').check();
    await wizard.getByLabel('ASAP').check();
    await page.clock.fastForward(ENQUIRY_MIN_FILL_MS);
    await wizard.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(wizard).toHaveAttribute('data-step', '6');
    expect(sent).toHaveLength(1);

    // Booking modal.
    await page.goto(ROUTES.booking);
    const schedule = page.getByRole('button', { name: 'Schedule Now' });
    await hydrated(page, schedule);
    await schedule.click();
    await expect(page.getByRole('dialog', { name: 'Book Your Appointment' }).locator('iframe')).toBeVisible();
    await expect(page.getByTestId('booking-spinner')).toBeHidden();

    expect(problems).toEqual([]);
  });
});

test.describe('the CSP as an attacker meets it', () => {
  test('an inline script, event handler or style the build did not write is refused; the built ones run', async ({ page }) => {
    const problems = await watchCsp(page);
    // Where an injection would land: in the page's own HTML, served with the page's own headers.
    await page.route(`**${ROUTES.about}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</main>',
        '<script>window.injected = "script"</script><img alt="" src="data:," onerror="window.injected = \'handler\'">' +
          '<style>main { outline: 9px solid red }</style><p data-testid="injected" style="color: rgb(255, 0, 0)">Injected</p></main>',
      );
      expect(html, 'the injection found its place').toContain('window.injected');
      await route.fulfill({ response, body: html });
    });
    await page.goto(ROUTES.about);
    await expect(page.getByTestId('injected')).toBeVisible();
    // Each refused, and told as a violation of its own directive.
    for (const directive of ['script-src-elem', 'script-src-attr', 'style-src-elem', 'style-src-attr'])
      await expect.poll(() => problems.join('\n'), directive).toContain(`(CSP ${directive})`);
    expect(await page.evaluate(() => (window as unknown as { injected?: string }).injected)).toBeUndefined();
    expect(await page.locator('main').evaluate((el) => getComputedStyle(el).outlineWidth)).not.toBe('9px');
    expect(await page.getByTestId('injected').evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(255, 0, 0)');
    // The page's own inline script (Astro's island loader) ran under the same policy.
    expect(await page.evaluate(() => Boolean(customElements.get('astro-island')))).toBe(true);
  });
});
