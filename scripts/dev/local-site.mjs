// `npm start`'s server: the build in dist/, and local stand-ins for the services a fresh clone has
// no account for, so every path a visitor takes ends somewhere a developer can see (docs/developers.md,
// "Quick start"). On Cloudflare the Worker and the real services take their place.
//   POST /api/enquiries        the Worker's enquiry record: kept in <records>/enquiries/<key>.json
//   POST /_local/newsletter    a Mailchimp list: one line a sign-up in <records>/newsletter.jsonl
import { createServer } from 'node:http';
import { appendFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

/** The newsletter stand-in's path: PUBLIC_MAILCHIMP_URL points here when it is not set. */
export const LOCAL_NEWSLETTER_PATH = '/_local/newsletter';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

async function isFile(path) {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** The built file a path names (`/about` is about.html, as Astro's `file` format writes it), or null. */
export async function fileFor(dist, pathname) {
  let path;
  try {
    path = normalize(decodeURIComponent(pathname));
  } catch {
    return null;
  }
  if (path.split(sep).includes('..')) return null;
  const base = join(dist, path);
  for (const candidate of [base, `${base.replace(/\/$/, '')}.html`, join(base, 'index.html')])
    if (candidate.startsWith(dist) && (await isFile(candidate))) return candidate;
  return null;
}

class TooLarge extends Error {}

async function bodyOf(req, limit = 64 * 1024) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > limit) throw new TooLarge('too large');
  }
  return body;
}

/**
 * A write from this site's own pages, or from no page at all (curl): any other page the developer
 * has open could otherwise post to the stand-ins (a form needs no CORS) and fill the disk. The site
 * may be opened as localhost or 127.0.0.1, and the newsletter's stand-in is named by the latter.
 */
export function fromThisSite(origin, host) {
  if (!origin) return true;
  try {
    const from = new URL(origin);
    const port = host?.split(':').at(-1);
    return ['localhost', '127.0.0.1'].includes(from.hostname) && from.port === port;
  } catch {
    return false;
  }
}

const json = (res, status, value) =>
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(value));

/**
 * The server (not listening yet). An enquiry is kept under its key, so the wizard's second request
 * (the e-mail's outcome, same key) updates it rather than adding a second; `onRecord` hears of each.
 * @param {{ dist: string, records: string, onRecord?: (what: string, file: string) => void }} options
 */
export function localSite({ dist, records, onRecord = () => {} }) {
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (req.method === 'POST' && !fromThisSite(req.headers.origin, req.headers.host))
        return json(res, 403, { ok: false, error: 'Not from this site' });
      if (req.method === 'POST' && url.pathname === '/api/enquiries') {
        const record = JSON.parse(await bodyOf(req));
        const key = String(record?.key ?? '');
        if (!/^[\w-]{8,64}$/.test(key) || typeof record.answers !== 'object') return json(res, 400, { ok: false, error: 'Not an enquiry' });
        const file = join(records, 'enquiries', `${key}.json`);
        await mkdir(join(records, 'enquiries'), { recursive: true });
        await writeFile(file, `${JSON.stringify({ receivedAt: new Date().toISOString(), ...record }, null, 2)}\n`);
        onRecord('enquiry', file);
        return json(res, 201, { ok: true });
      }
      if (req.method === 'POST' && url.pathname === LOCAL_NEWSLETTER_PATH) {
        const form = new URLSearchParams(await bodyOf(req));
        const file = join(records, 'newsletter.jsonl');
        await mkdir(records, { recursive: true });
        const signUp = { at: new Date().toISOString(), email: form.get('EMAIL'), consent: form.get('MARKETING_CONSENT') === 'Y' };
        await appendFile(file, `${JSON.stringify(signUp)}\n`);
        onRecord('newsletter sign-up', file);
        return res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Subscribed (local stand-in)');
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      const file = await fileFor(dist, url.pathname);
      const status = file ? 200 : 404;
      const served = file ?? join(dist, '404.html');
      const body = await readFile(served);
      res.writeHead(status, { 'Content-Type': TYPES[extname(served)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      const status = err instanceof SyntaxError ? 400 : err instanceof TooLarge ? 413 : 500;
      if (!res.headersSent) json(res, status, { ok: false, error: String(err.message ?? err) });
      else res.end();
    }
  });
}
