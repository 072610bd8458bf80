// The control endpoint of a run (STRAPI_CONTROL for the specs): the requests Strapi sent out as
// the outside world would have received them (the rebuild dispatch, the team's alert webhook,
// Turnstile's siteverify), and the switches that stop and start Strapi and the S3 store and empty
// the database (the backup round trip, e2e/strapi/backup-round-trip.spec.ts, loses it on purpose).
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';

async function bodyOf(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body ? JSON.parse(body) : {};
}

const json = (res, value) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));

/** The control server of `run` over its `servers` (not listening yet; `ready` once all are up). */
export function createControl(run, servers, postgres) {
  /** The rebuild requests Strapi sent, as the deploy workflow's API would have received them. */
  const rebuilds = [];
  /** The enquiry alerts Strapi posted, as the team's chat webhook would have received them. */
  const alerts = [];
  /** The tokens the stand-in for Turnstile's siteverify was asked about, in order. */
  const turnstileChecks = [];
  const server = createServer(async (req, res) => {
    // No kept-alive socket: a spec's next call after a long step would find it closed under it.
    res.setHeader('Connection', 'close');
    try {
      // Playwright's web server check: the specs start once this answers 200.
      if (req.url === '/ready') return res.writeHead(server.ready ? 200 : 503).end();
      if (req.url === '/rebuild' && req.method === 'POST') {
        const authorized = req.headers.authorization === `Bearer ${run.secrets.rebuild}`;
        rebuilds.push({ at: Date.now(), authorized, body: await bodyOf(req) });
        return res.writeHead(204).end();
      }
      if (req.url === '/rebuilds') return json(res, rebuilds);
      if (req.url === '/alert' && req.method === 'POST') {
        alerts.push({ at: Date.now(), body: await bodyOf(req) });
        return res.writeHead(204).end();
      }
      if (req.url === '/alerts') return json(res, alerts);
      if (req.url === '/siteverify' && req.method === 'POST') {
        // Turnstile's siteverify as Cloudflare answers it: the secret must be the site's, and a
        // token passes once (the wizard's stand-in widget, e2e/support/enquiry.ts, makes them).
        const { secret, response } = await bodyOf(req);
        const fresh = /^e2e-turnstile-[0-9a-f-]{36}$/.test(response ?? '') && !turnstileChecks.some((c) => c.token === response);
        const success = secret === run.secrets.turnstile && fresh;
        turnstileChecks.push({ token: response, success });
        return json(res, success ? { success } : { success, 'error-codes': [fresh ? 'invalid-input-secret' : 'timeout-or-duplicate'] });
      }
      if (req.url === '/siteverify-checks') return json(res, turnstileChecks);
      // Strapi's environment, for a spec's own runs of the CMS's scripts on the same database.
      if (req.url === '/strapi/env') return json(res, run.strapiEnv);
      if (req.url === '/s3/stop') await servers.stopStore();
      else if (req.url === '/s3/start') await servers.startStore();
      else if (req.url === '/strapi/stop') await servers.stopStrapi();
      else if (req.url === '/strapi/second/stop') await servers.stopSecondStrapi();
      // The body, when there is one: variables Strapi starts with from now on.
      else if (req.url === '/strapi/start') {
        Object.assign(run.strapiEnv, await bodyOf(req));
        // The first restart's time is the figure a run reports (a restart, not a start after a restore).
        const took = await servers.startStrapi();
        servers.startedAt.warm ||= took;
      } else if (req.url === '/database/empty') {
        if (postgres) await postgres.recreateDatabase();
        else for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${run.cmsDir}/${run.files.db}${suffix}`, { force: true });
      } else return res.writeHead(404).end();
      res.writeHead(204).end();
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  /** Set once every server is up and the specs' variables are written. */
  server.ready = false;
  return server;
}
