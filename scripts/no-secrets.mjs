// The production bundle must carry no secret: only PUBLIC_ values may reach the browser.
// scripts/build-e2e.mjs builds with canaries in non-public variables (the CMS token, and the
// draft preview's secret and token, which on Cloudflare Pages the build environment holds
// too); this fails if a canary, or anything shaped like a private key or token, shows up
// anywhere in the output.
// Usage: node scripts/no-secrets.mjs [dist]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const SECRET_CANARY = 'canary-not-public-7f3a9c1e';
export const PREVIEW_SECRET_CANARY = 'canary-preview-secret-5d1e8b2a';
export const PREVIEW_TOKEN_CANARY = 'canary-preview-token-9c4f7a63';
const dist = process.argv[2] ?? 'dist';
const patterns = [
  new RegExp(SECRET_CANARY),
  new RegExp(PREVIEW_SECRET_CANARY),
  new RegExp(PREVIEW_TOKEN_CANARY),
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
