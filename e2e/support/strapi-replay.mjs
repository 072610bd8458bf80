// A small stand-in for Strapi 5 that answers the site's calls from responses recorded from a
// real Strapi 5.54 (src/lib/strapi/fixtures/strapi-5), plus hand-written entries in the odd shapes
// the site must survive (src/lib/strapi/fixtures/fallbacks: no title, cover, category, author, date
// or content, Strapi 4's attributes, relations under data), listed after the recorded posts.
// A recorded request for one post or an error gets its recorded answer verbatim; lists are
// answered from the recorded and the fallback posts with Strapi's semantics (slug and title
// filters, category by id or documentId, paging, newest first with undated posts last,
// fields=title, 400 ValidationError for an unknown filter key).
// Usage: node e2e/support/strapi-replay.mjs [port] [--posts N]   (the e2e suite starts it on
// E2E_CMS_PORT; --posts N answers with N posts made from the recorded ones, to measure builds)
import { portOf } from '../../scripts/servers/ports.mjs';
import { createServer } from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';

const dir = new URL('../../src/lib/strapi/fixtures/strapi-5/', import.meta.url);
const load = (name) => JSON.parse(readFileSync(new URL(`${name}.json`, dir), 'utf8'));
const requests = load('requests');
// A recorded list was answered before the fallback posts existed: the generic answer below
// gives the same recorded posts plus those, so only single posts and errors are replayed as is.
const listsPosts = (url, status) => status === 200 && url.startsWith('/api/blogs?') && !url.includes('filters%5Bslug%5D');
const recorded = new Map(
  Object.entries(requests)
    .filter(([name, { url, status }]) => readdirSync(dir).includes(`${name}.json`) && !listsPosts(url, status))
    .map(([name, { url, status }]) => [url, { status, body: load(name) }]),
);
const fallbackPosts = JSON.parse(readFileSync(new URL('../../src/lib/strapi/fixtures/fallbacks/blogs.json', import.meta.url), 'utf8'));

// The recorded posts, newest first; the one recorded with its author's avatar replaces its twin.
const deep = load('by-slug-deep-populate').data[0];
const recordedPosts = [...load('list').data, ...load('list-page2').data].map((p) => (p.slug === deep.slug ? deep : p));
const wanted = process.argv.includes('--posts') ? Number(process.argv[process.argv.indexOf('--posts') + 1]) : 0;
const posts = wanted
  ? Array.from({ length: wanted }, (_, i) => {
      const base = recordedPosts[i % recordedPosts.length];
      const day = new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString();
      return {
        ...base,
        id: i + 1,
        documentId: `gen${String(i).padStart(21, '0')}`,
        slug: `${base.slug}-${i}`,
        title: `${base.title} #${i}`,
        publishedAt: day,
      };
    })
  : [...recordedPosts, ...fallbackPosts];
const categories = load('categories').data;

const json = (res, status, body) => {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
  res.end(JSON.stringify(body));
};
const validationError = (key) => ({
  data: null,
  error: {
    status: 400,
    name: 'ValidationError',
    message: `Invalid key ${key}`,
    details: { key, path: null, source: 'query', param: 'filters' },
  },
});

/** A field of a post in either shape: Strapi 5 flat, or Strapi 4 `{ id, attributes }` (relations under `data`). */
const field = (post, key) => {
  const value = post.attributes ? post.attributes[key] : post[key];
  return value && typeof value === 'object' && 'data' in value
    ? value.data?.attributes
      ? { id: value.data.id, ...value.data.attributes }
      : value.data
    : value;
};

function answerBlogs(params) {
  let items = [...posts];
  for (const [key, value] of params) {
    const m = /^filters\[(\w+)\](?:\[(\w+)\])?\[\$(eq|containsi)\]$/.exec(key);
    if (!key.startsWith('filters')) continue;
    if (!m) return [400, validationError(key)];
    const [, name, sub, op] = m;
    if (name === 'slug' && op === 'eq') items = items.filter((p) => field(p, 'slug') === value);
    else if (name === 'title' && op === 'containsi')
      items = items.filter((p) => (field(p, 'title') ?? '').toLowerCase().includes(value.toLowerCase()));
    else if (name === 'category' && (sub === 'id' || sub === 'documentId') && op === 'eq') {
      items = items.filter((p) => String(field(p, 'category')?.[sub]) === value);
    } else return [400, validationError(name)];
  }
  // Newest first; a post without a date last, where SQLite puts NULL in a descending sort.
  items.sort((a, b) => (field(b, 'publishedAt') ?? '').localeCompare(field(a, 'publishedAt') ?? ''));
  const pageSize = Math.min(100, Number(params.get('pagination[pageSize]')) || 25);
  const page = Math.max(1, Number(params.get('pagination[page]')) || 1);
  const total = items.length;
  let data = items.slice((page - 1) * pageSize, page * pageSize);
  if (params.get('fields') === 'title') data = data.map((p) => ({ id: p.id, documentId: p.documentId, title: field(p, 'title') }));
  return [200, { data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } } }];
}

const port = process.argv[2] && !process.argv[2].startsWith('--') ? Number(process.argv[2]) : portOf('e2eReplay');
// Every API request, in order, with its client: a build's reads are counted from it (e2e/cms/build-reads.spec.ts).
const asked = [];
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (req.method === 'OPTIONS') return json(res, 204, {});
  if (url.pathname === '/_asked') return json(res, 200, { asked });
  if (url.pathname.startsWith('/api/')) asked.push({ url: `${url.pathname}${url.search}`, agent: req.headers['user-agent'] ?? '' });
  const exact = recorded.get(`${url.pathname}${url.search}`);
  if (exact) return json(res, exact.status, exact.body);
  if (url.pathname === '/api/blogs') return json(res, ...answerBlogs(url.searchParams));
  if (url.pathname === '/api/categories') return json(res, 200, { data: categories, meta: {} });
  if (url.pathname.startsWith('/uploads/')) {
    res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Access-Control-Allow-Origin': '*' });
    return res.end('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#c9d4f6"/></svg>');
  }
  if (url.pathname === '/_health') return json(res, 200, { ok: true });
  return json(res, 404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } });
});
server.listen(port, '127.0.0.1', () => console.log(`Strapi replay on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
