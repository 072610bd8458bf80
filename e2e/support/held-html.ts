import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The built site behind a slow network: every request is passed on to `site`, but a page that
 * `hold` names has its HTML sent in two parts, the second `ms` later, as a phone's connection
 * delivers it. The browser parses and paints the first part meanwhile, exactly as it stands: no
 * element is added to the page to make it wait (an element inside the one being parsed is a child
 * it would not have had; a `:empty` rule then no longer matches it). Playwright's `route.fulfill`
 * answers with a whole body at once, so a pause inside an answer needs a server of its own; the
 * system gives it a free port.
 */
export async function startHeldHtml(site: string) {
  const held = new Map<string, { at: number; ms: number; sent: boolean }>();
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const upstream = await fetch(new URL(request.url ?? '/', site), { redirect: 'manual' });
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'location', 'cache-control']) {
      const value = upstream.headers.get(name);
      if (value) headers[name] = value;
    }
    response.writeHead(upstream.status, headers);
    const hold = held.get(new URL(request.url ?? '/', site).pathname);
    if (!hold) {
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    response.write(html.slice(0, hold.at));
    hold.sent = true;
    await new Promise((resolve) => setTimeout(resolve, hold.ms));
    response.end(html.slice(hold.at));
  };
  // The site failing answers 502 (or cuts the answer short), which the test then reports, rather
  // than a rejection nobody awaits, which would stop the whole worker.
  const server = createServer((request, response) =>
    answer(request, response).catch(() => (response.headersSent ? response.destroy() : response.writeHead(502).end())),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Sends `path`'s HTML up to character `at`, then the rest `ms` later; `sent()` says whether it has. */
    hold(path: string, at: number, ms = 800) {
      const hold = { at, ms, sent: false };
      held.set(path, hold);
      return { sent: () => hold.sent };
    },
    release: () => held.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
