/**
 * Who becomes the first administrator of a fresh CMS. Strapi's own answer is "whoever opens /admin
 * first": on a new deploy, before its operator does, a stranger could register as super admin.
 * Here the operator names the first administrator in the environment (CMS_ADMIN_EMAIL,
 * CMS_ADMIN_PASSWORD, optionally CMS_ADMIN_FIRSTNAME and CMS_ADMIN_LASTNAME): the first start
 * creates them, and the admin's self-registration (POST /admin/register-admin) is closed for good,
 * with or without those variables (src/middlewares/first-admin.js), however Strapi is started.
 * Nothing about the start decides it: Strapi's own CLI sets NODE_ENV=development before this code
 * runs when a `strapi start` forgot it, so a rule read from NODE_ENV opened the door to a stranger
 * on that path. A developer's `npm run cms` writes a local administrator into cms/.env instead
 * (scripts/dev/cms.mjs).
 */
const ENV = {
  email: 'CMS_ADMIN_EMAIL',
  password: 'CMS_ADMIN_PASSWORD',
  firstname: 'CMS_ADMIN_FIRSTNAME',
  lastname: 'CMS_ADMIN_LASTNAME',
};

/** Strapi's own rule for an admin password, and a length worth having on a public host. */
const MIN_PASSWORD = 12;
const PLACEHOLDER = /changeme|change-me|password|placeholder|example|tobemodified/i;

const REGISTRATION_CLOSED =
  'Registering an administrator here is closed on this CMS. The first administrator is created from CMS_ADMIN_EMAIL and ' +
  'CMS_ADMIN_PASSWORD at its first start; further ones are invited from Settings > Administration panel > Users.';

/**
 * The first administrator the environment asks for, or null when it asks for none.
 * @param {CmsEnv} env
 * @returns {{ email: string, password: string, firstname: string, lastname: string | null } | null}
 * @throws when the variables are half set or the password would be a weak one
 */
function firstAdminFromEnv(env) {
  const email = (env[ENV.email] ?? '').trim();
  const password = env[ENV.password] ?? '';
  if (!email && !password) return null;
  /** @type {string[]} */
  const problems = [];
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.push(`${ENV.email} is not an e-mail address`);
  if (password.length < MIN_PASSWORD) problems.push(`${ENV.password} is shorter than ${MIN_PASSWORD} characters`);
  else if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    problems.push(`${ENV.password} needs a lower-case letter, a capital and a digit`);
  } else if (PLACEHOLDER.test(password)) problems.push(`${ENV.password} holds a placeholder`);
  if (problems.length) throw new Error(`The CMS will not create its first administrator: ${problems.join('; ')}.`);
  return {
    email: email.toLowerCase(),
    password,
    firstname: (env[ENV.firstname] ?? '').trim() || 'Administrator',
    lastname: (env[ENV.lastname] ?? '').trim() || null,
  };
}

/**
 * At every start: when no administrator exists yet and the environment names one, create them
 * as super admin (Strapi's createFirstAdmin, which holds a database lock, so two instances
 * starting together create one). Once one exists the variables change nothing: the password is
 * the administrator's own from then on, and the operator may remove it from the environment.
 * @param {CmsStrapi} strapi @param {CmsEnv} [env]
 * @returns {Promise<'created' | 'exists' | 'none'>}
 */
async function ensureFirstAdmin(strapi, env = process.env) {
  const wanted = firstAdminFromEnv(env);
  const users = strapi.service('admin::user');
  if (await users.exists()) return 'exists';
  if (!wanted) {
    strapi.log.warn(
      `This CMS has no administrator and its registration is closed: set ${ENV.email} and ${ENV.password} and restart it (see docs/operators.md).`,
    );
    return 'none';
  }
  try {
    await users.createFirstAdmin(wanted);
  } catch (err) {
    // Another instance created them between our check and our write.
    if (await users.exists()) return 'exists';
    throw err;
  }
  strapi.log.info(`Created the first administrator (${wanted.email}) from ${ENV.email}.`);
  return 'created';
}

/** True for a request to the admin's self-registration, however its path is spelled. @param {string} path */
function isRegistration(path) {
  // Strapi's router matches paths whatever their case and with a trailing slash.
  return path.toLowerCase().replace(/\/+$/, '') === '/admin/register-admin';
}

/**
 * The door itself (src/middlewares/first-admin.js): a 403 with a clear message for every request
 * to the registration, before Strapi's own handler sees it, on every start.
 * @returns {(ctx: CmsContext, next: CmsNext) => Promise<void>}
 */
function closedRegistration() {
  return async (ctx, next) => {
    if (isRegistration(ctx.path)) {
      ctx.status = 403;
      ctx.body = { data: null, error: { status: 403, name: 'ForbiddenError', message: REGISTRATION_CLOSED, details: {} } };
      return;
    }
    await next();
  };
}

module.exports = { ENV, REGISTRATION_CLOSED, firstAdminFromEnv, ensureFirstAdmin, isRegistration, closedRegistration };
