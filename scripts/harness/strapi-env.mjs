// The environment of a throwaway Strapi that a test or measuring script starts: production mode
// on loopback, fresh secrets every run, its own SQLite file, the sample content seeded, the
// first administrator created from the environment (e2e/support/cms-admin.json), the admin
// panel off. Its API tokens are made once it is up (scripts/harness/strapi-tokens.mjs).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The test CMS's first administrator, as an operator names them (CMS_ADMIN_*). */
export const TEST_ADMIN = JSON.parse(readFileSync(new URL('../../e2e/support/cms-admin.json', import.meta.url), 'utf8'));

const secret = () => randomBytes(16).toString('base64');

/** An admin panel session token of TEST_ADMIN on the Strapi at `strapiUrl` (one sign-in). */
export async function signInAsTestAdmin(strapiUrl) {
  const res = await fetch(`${strapiUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
  });
  if (!res.ok) throw new Error(`The CMS's first administrator could not sign in (${res.status}): ${await res.text()}`);
  return (await res.json()).data.token;
}

/** Add the script's own variables after this (preview secrets, the in-memory cache switch...). */
export function throwawayStrapiEnv({ port, dbFile }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    PRIVACY_HASH_KEY: secret(),
    DATABASE_FILENAME: dbFile,
    // Its erasure log (without a bucket, in the backups' folder) beside its database: it goes
    // with the run's files, and two runs side by side keep one each.
    BACKUP_DIR: `${dirname(dbFile)}/backups`,
    SERVE_ADMIN_PANEL: 'false',
    SEED_SAMPLE_CONTENT: 'true',
    CMS_ADMIN_EMAIL: TEST_ADMIN.email,
    CMS_ADMIN_PASSWORD: TEST_ADMIN.password,
    CMS_ADMIN_FIRSTNAME: TEST_ADMIN.firstname,
    CMS_ADMIN_LASTNAME: TEST_ADMIN.lastname,
    STRAPI_TELEMETRY_DISABLED: 'true',
  };
}
