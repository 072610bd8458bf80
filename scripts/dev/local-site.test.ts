import { mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_NEWSLETTER_PATH, localSite } from './local-site.mjs';
import { ENV_STAND_INS, standInEnv } from './stand-ins.mjs';
import { ENV, SERVICE_OFF, serviceSetting } from '../../src/config/env';
import { ENQUIRY_API_PATH } from '../../src/config/routes';
import { CONSENT_FIELD } from '../../src/lib/newsletter/newsletter';

const dir = mkdtempSync(join(tmpdir(), 'agency-local-site-'));
const dist = join(dir, 'dist');
const records = join(dir, 'records');
mkdirSync(join(dist, 'blog'), { recursive: true });
writeFileSync(join(dist, 'index.html'), 'home');
writeFileSync(join(dist, 'about.html'), 'about');
writeFileSync(join(dist, 'blog', 'a-post.html'), 'a post');
writeFileSync(join(dist, '404.html'), 'not found');
writeFileSync(join(dir, 'secret.txt'), 'outside the build');

const heard: string[] = [];
const server = localSite({ dist, records, onRecord: (what) => heard.push(what) });
let base = '';
beforeAll(async () => {
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

describe("npm start's server", () => {
  it.each([
    ['/', 200, 'home'],
    ['/about', 200, 'about'],
    ['/about.html', 200, 'about'],
    ['/blog/a-post', 200, 'a post'],
    ['/nowhere', 404, 'not found'],
    ['/../secret.txt', 404, 'not found'],
    ['/%2e%2e/secret.txt', 404, 'not found'],
  ])('%s: %i', async (path, status, text) => {
    const res = await fetch(`${base}${path}`);
    expect([res.status, await res.text()]).toEqual([status, text]);
  });

  it("keeps an enquiry under its key: the wizard's second request (the e-mail's outcome) updates it", async () => {
    const record = { key: 'k-1234567890', page: '/contact', answers: { firstName: 'Ada' }, emailOutcome: 'pending', emailError: '' };
    const post = (body: object) =>
      fetch(`${base}${ENQUIRY_API_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const first = await post(record);
    expect([first.status, await first.json()]).toEqual([201, { ok: true }]);
    await post({ ...record, emailOutcome: 'failed', emailError: 'error' });
    expect(readdirSync(join(records, 'enquiries'))).toEqual(['k-1234567890.json']);
    const kept = JSON.parse(readFileSync(join(records, 'enquiries', 'k-1234567890.json'), 'utf8'));
    expect(kept).toMatchObject({ ...record, emailOutcome: 'failed', emailError: 'error' });
    expect(heard).toContain('enquiry');
  });

  it.each([
    ['no key', { answers: {} }],
    ['a key that is a path', { key: '../../escape', answers: {} }],
    ['no answers', { key: 'k-1234567890' }],
  ])('refuses what is not an enquiry: %s', async (_, body) => {
    const res = await fetch(`${base}${ENQUIRY_API_PATH}`, { method: 'POST', body: JSON.stringify(body) });
    expect(res.status).toBe(400);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['another port on this machine', 'http://127.0.0.1:1'],
    ['an opaque origin', 'null'],
  ])('refuses a write from %s, and keeps nothing', async (_, origin) => {
    const before = readdirSync(records, { recursive: true }).length;
    for (const [path, body] of [
      [ENQUIRY_API_PATH, JSON.stringify({ key: 'k-from-elsewhere', answers: {} })],
      [LOCAL_NEWSLETTER_PATH, 'EMAIL=someone%40example.com'],
    ] as const) {
      const res = await fetch(`${base}${path}`, { method: 'POST', headers: { Origin: origin }, body });
      expect(res.status, path).toBe(403);
    }
    expect(readdirSync(records, { recursive: true }).length).toBe(before);
  });

  it('takes a write from its own page, whether opened as localhost or 127.0.0.1', async () => {
    const port = new URL(base).port;
    for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`]) {
      const body = new URLSearchParams({ EMAIL: 'own-page@example.com' });
      expect((await fetch(`${base}${LOCAL_NEWSLETTER_PATH}`, { method: 'POST', headers: { Origin: origin }, body })).status).toBe(200);
    }
  });

  it('refuses a body past 64 KB', async () => {
    const body = JSON.stringify({ key: 'k-1234567890', answers: { notes: 'x'.repeat(70 * 1024) } });
    expect((await fetch(`${base}${ENQUIRY_API_PATH}`, { method: 'POST', body })).status).toBe(413);
  });

  it('writes a sign-up as the newsletter form sends it', async () => {
    const body = new URLSearchParams({ EMAIL: 'ada@example.com', [CONSENT_FIELD]: 'Y' });
    expect((await fetch(`${base}${LOCAL_NEWSLETTER_PATH}`, { method: 'POST', body })).status).toBe(200);
    const lines = readFileSync(join(records, 'newsletter.jsonl'), 'utf8').trim().split('\n');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ email: 'ada@example.com', consent: true });
  });
});

describe("npm start's stand-ins", () => {
  const url = 'http://127.0.0.1:4321/_local/newsletter';

  it('stands in for every service nothing configures, each off on purpose or on the local list', () => {
    const { env, standIns } = standInEnv({}, url);
    expect(standIns).toEqual([ENV.emailJsServiceId, ENV.mailchimpUrl, ENV.calendlyUrl]);
    expect(serviceSetting(env[ENV.emailJsServiceId])).toBeNull();
    expect(env[ENV.emailJsServiceId]).toBe(SERVICE_OFF);
    expect(env[ENV.calendlyUrl]).toBe(SERVICE_OFF);
    expect(env[ENV.mailchimpUrl]).toBe(url);
  });

  it('keeps what is configured, off included', () => {
    const configured = { [ENV.emailJsServiceId]: 's', [ENV.mailchimpUrl]: SERVICE_OFF, [ENV.calendlyUrl]: 'https://calendly.com/x' };
    expect(standInEnv(configured, url)).toEqual({ env: configured, standIns: [] });
  });

  it('tells the terminal the files the server writes (npm start keeps them under .local/)', () => {
    // Run after the server's writes above: what it wrote, by name, is what the lines say.
    expect(readdirSync(records).sort()).toEqual(['enquiries', 'newsletter.jsonl']);
    expect(ENV_STAND_INS[ENV.emailJsServiceId]).toContain('.local/enquiries/');
    expect(ENV_STAND_INS[ENV.mailchimpUrl]).toContain('.local/newsletter.jsonl');
  });

  it('names in its lines the variables of src/config/env.ts', () => {
    expect(Object.keys(ENV_STAND_INS).sort()).toEqual([ENV.calendlyUrl, ENV.emailJsServiceId, ENV.mailchimpUrl].sort());
  });
});
