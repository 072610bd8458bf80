// The environment of a throwaway Strapi that a test or measuring script starts: production mode
// on loopback, fresh secrets every run, its own SQLite file, the sample content seeded, the
// admin panel off, and a read token written to `tokenFile` (cms/src/bootstrap/e2e-token.js).
import { randomBytes } from 'node:crypto';

const secret = () => randomBytes(16).toString('base64');

/** Add the script's own variables after this (preview secrets, the in-memory cache switch...). */
export function throwawayStrapiEnv({ port, dbFile, tokenFile }) {
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
    DATABASE_FILENAME: dbFile,
    SERVE_ADMIN_PANEL: 'false',
    SEED_SAMPLE_CONTENT: 'true',
    E2E_TOKEN_FILE: tokenFile,
    STRAPI_TELEMETRY_DISABLED: 'true',
  };
}
