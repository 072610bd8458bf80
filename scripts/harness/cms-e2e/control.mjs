// The control endpoint of a run (STRAPI_CONTROL for the specs): the requests Strapi sent out as
// the outside world would have received them (the rebuild dispatch, the team's alert webhook,
// Turnstile's siteverify), and the switches that stop and start Strapi and the S3 store.
import { createServer } from 'node:http';

async function bodyOf(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return JSON.parse(body);
}

const json = (res, value) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));

/** The control server of `run` over its `servers` (not listening yet). */
export function createControl(run, servers) {
  /** The rebuild requests Strapi sent, as the deploy workflow's API would have received them. */
  const rebuilds = [];
  /** The enquiry alerts Strapi posted, as the team's chat webhook would have received them. */
  const alerts = [];
  /** The tokens the stand-in for Turnstile's siteverify was asked about, in order. */
  const turnstileChecks = [];
  return createServer(async (req, res) => {
    try {
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
      if (req.url === '/s3/stop') await servers.stopStore();
      else if (req.url === '/s3/start') await servers.startStore();
      else if (req.url === '/strapi/stop') await servers.stopStrapi();
      else if (req.url === '/strapi/start') servers.startedAt.warm = await servers.startStrapi();
      else return res.writeHead(404).end();
      res.writeHead(204).end();
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
}
