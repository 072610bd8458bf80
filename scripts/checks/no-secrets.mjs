// The production bundle must carry no secret: only PUBLIC_ values may reach the browser.
// scripts/harness/build-e2e.mjs builds with canaries in non-public variables (the CMS token, and the
// draft preview's secret and token, which on Cloudflare Pages the build environment holds
// too); this fails if a canary, or anything shaped like a private key or token, shows up
// anywhere in the output.
// On a deploy, `--values-of NAME,NAME` also searches for the values those environment variables
// hold (the deploy's own secrets), so the build that is deployed is the build that was checked.
// Usage: node scripts/checks/no-secrets.mjs [dist] [--values-of NAME,NAME]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const SECRET_CANARY = 'canary-not-public-7f3a9c1e';
export const PREVIEW_SECRET_CANARY = 'canary-preview-secret-5d1e8b2a';
export const PREVIEW_TOKEN_CANARY = 'canary-preview-token-9c4f7a63';
/** The enquiry Function's create-only Strapi token and Turnstile's secret, which the Pages build environment may hold too. */
export const ENQUIRY_TOKEN_CANARY = 'canary-enquiry-token-3e8d61b0';
export const TURNSTILE_SECRET_CANARY = 'canary-turnstile-secret-a41c9f27';
const args = process.argv.slice(2);
const valuesOf = args.includes('--values-of') ? args[args.indexOf('--values-of') + 1].split(',').filter(Boolean) : [];
const dist = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--values-of') ?? 'dist';
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The deploy's secrets themselves; too short a value would match by chance, so it is skipped. */
const values = valuesOf.filter((name) => (process.env[name] ?? '').length >= 12);
const patterns = [
  // Named, so a hit never prints the secret itself into the log.
  ...values.map((name) => Object.assign(new RegExp(escape(process.env[name])), { toString: () => `the value of ${name}` })),
  new RegExp(SECRET_CANARY),
  new RegExp(PREVIEW_SECRET_CANARY),
  new RegExp(PREVIEW_TOKEN_CANARY),
  new RegExp(ENQUIRY_TOKEN_CANARY),
  new RegExp(TURNSTILE_SECRET_CANARY),
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /\bsk_(live|test)_[0-9a-zA-Z]{16,}/,
  /\bAKIA[0-9A-Z]{16}\b/,
];

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

const hits = [];
for (const file of files(dist)) {
  if (/\.(png|jpe?g|webp|avif|woff2?|ico)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const p of patterns) if (p.test(text)) hits.push(`${file}: ${p}`);
}
if (hits.length) {
  console.error(`Secrets in the build output:\n${hits.join('\n')}`);
  process.exit(1);
}
console.log(`No secrets in ${dist}/.`);
