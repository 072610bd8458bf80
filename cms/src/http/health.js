// @ts-check
const { createHash, timingSafeEqual } = require('node:crypto');
const { backupHealth } = require('../backup/schedule');

/** The variable holding the token a monitor sends for the details (docs/operators.md). */
const HEALTH_TOKEN_ENV = 'HEALTH_TOKEN';

/**
 * Whether `header` (the request's Authorization) carries the health token of `env`. Compared
 * through hashes in constant time, so the answer's timing says nothing of the token; with no token
 * set, nobody gets the details.
 * @param {string | undefined} header @param {Record<string, string | undefined>} env
 */
function holdsHealthToken(header, env) {
  const token = env[HEALTH_TOKEN_ENV];
  const sent = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
  if (!token || !sent) return false;
  const digest = (/** @type {string} */ s) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * GET /_health: Strapi's own answer is an empty 204 once it is up. This one answers 200 with
 * `{ "status": "ok" }` for anyone (a load balancer, an uptime check), and, for a monitor that sends
 * `Authorization: Bearer <HEALTH_TOKEN>`, what it needs beside that: whether backups are made
 * here, the last good one, and whether one is overdue (src/backup/schedule.js). Those details are
 * not for everyone: they tell an attacker whether backups run and how old the newest is. Still 200
 * when a backup is overdue: the CMS serves, and the alert webhook has said it.
 * @param {CmsStrapi} strapi @param {Record<string, string | undefined>} [env]
 */
function healthAnswer(strapi, env = process.env) {
  return async (/** @type {CmsContext} */ ctx, /** @type {() => Promise<void>} */ next) => {
    await next();
    if (ctx.path !== '/_health' || !['GET', 'HEAD'].includes(ctx.method) || ctx.status >= 400) return;
    ctx.status = 200;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = holdsHealthToken(ctx.get('authorization'), env)
      ? { status: 'ok', backups: await backupHealth(strapi, env).catch(() => null) }
      : { status: 'ok' };
  };
}

module.exports = { HEALTH_TOKEN_ENV, healthAnswer, holdsHealthToken };
