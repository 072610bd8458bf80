import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { throwawayStrapiEnv } from '../../scripts/harness/strapi-env.mjs';
import { ANY_DATABASE } from '../support/strapi-admin';

/**
 * A production CMS started the way an operator starts one, each time a real Strapi on a fresh
 * database of its own (beside the suite's, on a port of its own): the rules that keep a new
 * deploy safe hold on the real start, not only in their helpers (cms/src/security/).
 */
const PORT = Number(process.env.STRAPI_SPARE_PORT);
const URL = `http://127.0.0.1:${PORT}`;
const CMS = new globalThis.URL('../../cms/', import.meta.url).pathname;
/** In the run's folder (cms/.tmp/e2e-<sqlite|postgres>): the other run may be starting its own. */
const DB = `${process.env.STRAPI_RUN_DIR}/production-start.db`;

test.skip(!process.env.STRAPI_SPARE_PORT, 'scripts/harness/cms-e2e.mjs gives this spec a port of its own (STRAPI_SPARE_PORT).');
// What the start does is the same on any database; one instance at a time, on its own port.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Every way an operator may start the CMS in production, each a command run in cms/. */
const WAYS_TO_START: Record<string, [string, string[]]> = {
  'npm start': ['npm', ['start']],
  'npx strapi start': ['npx', ['strapi', 'start']],
  'npm run strapi -- start': ['npm', ['run', 'strapi', '--', 'start']],
  "node on Strapi's entry": [process.execPath, [`${CMS}node_modules/@strapi/strapi/bin/strapi.js`, 'start']],
};

/** `strapi start` (or, with `npm`, the operator's `npm start`; or `way`) in cms/ with the given environment, its output kept. */
function start(
  env: Record<string, string | undefined>,
  { npm = false, way }: { npm?: boolean; way?: keyof typeof WAYS_TO_START } = {},
): Started {
  const [command, args] = way ? WAYS_TO_START[way]! : npm ? ['npm', ['start']] : [`${CMS}node_modules/.bin/strapi`, ['start']];
  const child = spawn(command, args, {
    cwd: CMS,
    env: env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves once the CMS answers /_health; throws with its output if it exits first. */
async function healthy(started: Started): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (started.child.exitCode !== null) throw new Error(`Strapi exited (${started.child.exitCode}) while starting:\n${started.output()}`);
    try {
      if ((await fetch(`${URL}/_health`)).status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Strapi did not answer within 120 s:\n${started.output()}`);
}

/** SIGTERM to the whole group, and wait until it is gone. */
async function stop(started: Started): Promise<void> {
  if (started.child.exitCode === null) {
    try {
      process.kill(-started.child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  await started.exited;
}

/** The start ended by itself, with an error, within 120 s (and is stopped either way). */
async function expectRefused(started: Started): Promise<void> {
  const code = await Promise.race([started.exited, new Promise((r) => setTimeout(() => r('still running'), 120_000))]);
  await stop(started);
  expect(code, started.output()).not.toBe(0);
  expect(code, started.output()).not.toBe('still running');
}

/** A production start's environment: fresh secrets, this spec's port and database file. */
function productionEnv(changes: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {
    ...throwawayStrapiEnv({ port: PORT, dbFile: DB }),
    ...changes,
  };
  return env;
}

/**
 * No first administrator named: the variables set empty, not unset, as Strapi's dotenv fills unset
 * ones from a developer's cms/.env, where `npm run cms` writes a local administrator.
 */
const NO_ADMIN_NAMED = { CMS_ADMIN_EMAIL: '', CMS_ADMIN_PASSWORD: '' };
const STRANGER = { email: 'first-visitor@example.com', password: 'Stranger-123456', firstname: 'First', lastname: 'Visitor' };
const OPERATOR = {
  CMS_ADMIN_EMAIL: 'owner@agency.example',
  CMS_ADMIN_PASSWORD: 'Tide-lamp-4-harbour',
  CMS_ADMIN_FIRSTNAME: 'Olu',
  CMS_ADMIN_LASTNAME: 'Owner',
};

async function count(request: APIRequestContext, collection: string): Promise<number> {
  const res = await request.get(`${URL}/api/${collection}?pagination[pageSize]=1`);
  expect(res.status(), `${collection}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total;
}

async function hasAdmin(request: APIRequestContext): Promise<boolean> {
  return ((await (await request.get(`${URL}/admin/init`)).json()) as { data: { hasAdmin: boolean } }).data.hasAdmin;
}

test.beforeAll(() => rmSync(`${CMS}${DB}`, { force: true }));
test.afterAll(() => rmSync(`${CMS}${DB}`, { force: true }));

test('a placeholder APP_KEYS stops the start with a message that says how to make real ones', { tag: ANY_DATABASE }, async () => {
  const started = start(productionEnv({ APP_KEYS: 'toBeModified1,toBeModified2' }));
  await expectRefused(started);
  expect(started.output()).toContain('The CMS will not start with these secrets: APP_KEYS holds a placeholder or too short a value');
  expect(started.output()).toContain("randomBytes(16).toString('base64')");
  // It never listened.
  await expect(fetch(`${URL}/_health`)).rejects.toThrow();
});

test(
  '`npm start` without NODE_ENV or SEED_SAMPLE_CONTENT: production, no posts, and nobody may register as its first administrator',
  { tag: ANY_DATABASE },
  async ({ request }) => {
    const started = start(productionEnv({ NODE_ENV: undefined, SEED_SAMPLE_CONTENT: undefined, ...NO_ADMIN_NAMED }), { npm: true });
    try {
      await healthy(started);
      // cms/scripts/start.js: a start that forgot NODE_ENV runs in production.
      // eslint-disable-next-line no-control-regex
      expect(started.output().replace(/\u001b\[[0-9;]*m/g, '')).toMatch(/Environment\s*│\s*production/);
      expect(await count(request, 'blogs')).toBe(0);
      expect(await count(request, 'categories')).toBe(0);
      expect(await count(request, 'authors')).toBe(0);

      expect(await hasAdmin(request)).toBe(false);
      const register = await request.post(`${URL}/admin/register-admin`, { data: STRANGER });
      expect(register.status()).toBe(403);
      expect(((await register.json()) as { error: { message: string } }).error.message).toContain(
        'created from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD',
      );
      expect(await hasAdmin(request), 'an administrator exists after the stranger tried').toBe(false);
      expect((await request.post(`${URL}/admin/login`, { data: { email: STRANGER.email, password: STRANGER.password } })).ok()).toBe(false);
      expect(started.output()).toContain(
        'This CMS has no administrator and its registration is closed: set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD',
      );
      // Uploads on this host's disk are said to be at risk (cms/src/storage/uploads.js).
      expect(started.output()).toContain(
        "Uploads are stored on this host's disk (public/uploads): a platform that replaces the disk at each deploy deletes them.",
      );
    } finally {
      await stop(started);
    }
  },
);

// Strapi's CLI sets NODE_ENV=development for a start that forgot it, before the project's code
// runs: the door must not depend on what the start says of itself.
// (`npm start` with NODE_ENV unset is the test above.)
const STARTS: Array<[keyof typeof WAYS_TO_START, string | undefined]> = [
  ['npx strapi start', undefined],
  ['npm run strapi -- start', undefined],
  ["node on Strapi's entry", undefined],
  ['npm start', 'development'],
];
for (const [way, nodeEnv] of STARTS) {
  test(
    `\`${way}\` with NODE_ENV ${nodeEnv ?? 'unset'}: nobody may register as the first administrator`,
    { tag: ANY_DATABASE },
    async ({ request }) => {
      const started = start(productionEnv({ NODE_ENV: nodeEnv, SEED_SAMPLE_CONTENT: undefined, ...NO_ADMIN_NAMED }), { way });
      try {
        await healthy(started);
        expect(await hasAdmin(request)).toBe(false);
        for (const path of ['/admin/register-admin', '/ADMIN/Register-Admin/']) {
          const register = await request.post(`${URL}${path}`, { data: STRANGER });
          expect(register.status(), `${path}: ${await register.text()}`).toBe(403);
        }
        expect(await hasAdmin(request), 'an administrator exists after the stranger tried').toBe(false);
      } finally {
        await stop(started);
      }
    },
  );
}

test(
  'the operator names the first administrator in the environment: created at the next start, and only then',
  { tag: ANY_DATABASE },
  async ({ request }) => {
    // The same database as the start above, which had none.
    const first = start(productionEnv({ SEED_SAMPLE_CONTENT: undefined, ...OPERATOR }));
    try {
      await healthy(first);
      expect(first.output()).toContain(`Created the first administrator (${OPERATOR.CMS_ADMIN_EMAIL}) from CMS_ADMIN_EMAIL.`);
      expect(await hasAdmin(request)).toBe(true);
      const login = await request.post(`${URL}/admin/login`, {
        data: { email: OPERATOR.CMS_ADMIN_EMAIL, password: OPERATOR.CMS_ADMIN_PASSWORD },
      });
      expect(login.status(), await login.text()).toBe(200);
      const me = await request.get(`${URL}/admin/users/me`, {
        headers: { Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` },
      });
      const roles = ((await me.json()) as { data: { firstname: string; roles: Array<{ code: string }> } }).data;
      expect(roles.firstname).toBe(OPERATOR.CMS_ADMIN_FIRSTNAME);
      expect(roles.roles.map((r) => r.code)).toEqual(['strapi-super-admin']);
      expect((await request.post(`${URL}/admin/register-admin`, { data: STRANGER })).status()).toBe(403);
    } finally {
      await stop(first);
    }

    // Once an administrator exists, the variables change nothing: their password is their own.
    const again = start(productionEnv({ SEED_SAMPLE_CONTENT: undefined, ...OPERATOR, CMS_ADMIN_PASSWORD: 'Another-lamp-5-harbour' }));
    try {
      await healthy(again);
      expect(again.output()).not.toContain('Created the first administrator');
      expect(
        (
          await request.post(`${URL}/admin/login`, { data: { email: OPERATOR.CMS_ADMIN_EMAIL, password: OPERATOR.CMS_ADMIN_PASSWORD } })
        ).status(),
      ).toBe(200);
      expect(
        (await request.post(`${URL}/admin/login`, { data: { email: OPERATOR.CMS_ADMIN_EMAIL, password: 'Another-lamp-5-harbour' } })).ok(),
      ).toBe(false);
    } finally {
      await stop(again);
    }
  },
);

test('a weak first-administrator password stops the start before anything is written', { tag: ANY_DATABASE }, async () => {
  const started = start(productionEnv({ ...OPERATOR, CMS_ADMIN_PASSWORD: 'password1234' }));
  await expectRefused(started);
  expect(started.output()).toContain(
    'The CMS will not create its first administrator: CMS_ADMIN_PASSWORD needs a lower-case letter, a capital and a digit',
  );
});

test('object storage named without its keys stops the start, saying what is missing', { tag: ANY_DATABASE }, async () => {
  const started = start(productionEnv({ UPLOAD_S3_BUCKET: 'agency-media', UPLOAD_S3_PUBLIC_URL: 'media.example.com' }));
  await expectRefused(started);
  expect(started.output()).toContain(
    'The CMS will not start with these upload settings: UPLOAD_S3_ACCESS_KEY_ID is not set (UPLOAD_S3_BUCKET is).',
  );
  expect(started.output()).toContain('UPLOAD_S3_PUBLIC_URL must be an http(s) address.');
  await expect(fetch(`${URL}/_health`)).rejects.toThrow();
});
