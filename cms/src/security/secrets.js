/**
 * Strapi signs sessions, admin logins and API tokens with these secrets, and the privacy plugin
 * keys the hash an erasure keeps of an address with PRIVACY_HASH_KEY: a value copied from an
 * example file, a tutorial or a template would let anyone who read it forge them. The CMS
 * refuses to start with an empty, short or placeholder secret and says how to make real ones
 * (`npm run cms` writes fresh ones to cms/.env; scripts/harness/strapi-env.mjs for the tests).
 */
const SECRET_NAMES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'PRIVACY_HASH_KEY',
];

/** Shorter than 16 random bytes' worth (base64 of 16 bytes is 24 characters) is not a secret. */
const MIN_LENGTH = 16;

/** Values from Strapi's templates, docs and this project's history. */
const PLACEHOLDER = /tobemodified|changeme|change-me|placeholder|example|secret|^key\d*$|^(.)\1+$/i;

const GENERATE = `node -e "console.log(require('crypto').randomBytes(16).toString('base64'))"`;

/** The problems with the secrets of `env`, one line each (empty when all are usable). @param {CmsEnv} env */
function secretProblems(env) {
  /** @type {string[]} */
  const problems = [];
  for (const name of SECRET_NAMES) {
    const value = env[name] ?? '';
    const parts = name === 'APP_KEYS' ? value.split(',').map((s) => s.trim()) : [value.trim()];
    if (parts.every((p) => p === '')) problems.push(`${name} is not set`);
    else if (parts.some((p) => p.length < MIN_LENGTH || PLACEHOLDER.test(p)))
      problems.push(`${name} holds a placeholder or too short a value`);
  }
  return problems;
}

/** Throw one readable error when a secret is missing or a placeholder (called as Strapi registers). @param {CmsEnv} env */
function assertUsableSecrets(env) {
  const problems = secretProblems(env);
  if (problems.length) {
    throw new Error(
      `The CMS will not start with these secrets: ${problems.join('; ')}. ` +
        `Generate each one (APP_KEYS takes two, comma-separated) with: ${GENERATE} ` +
        `- or run \`npm run cms\` from the site's folder, which writes cms/.env with fresh ones.`,
    );
  }
}

module.exports = { SECRET_NAMES, secretProblems, assertUsableSecrets };
