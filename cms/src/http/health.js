// @ts-check
const { backupHealth } = require('../backup/schedule');

/**
 * GET /_health: Strapi's own answer is an empty 204 once it is up. This one says, as JSON, what a
 * monitor watching the CMS needs beside that it is up: whether backups are made here, the last
 * good one, and whether one is overdue (src/backup/schedule.js). Still 200 when a backup is
 * overdue: the CMS serves, and the alert webhook has said it.
 * @param {CmsStrapi} strapi
 */
function healthAnswer(strapi) {
  return async (/** @type {CmsContext} */ ctx, /** @type {() => Promise<void>} */ next) => {
    await next();
    if (ctx.path !== '/_health' || !['GET', 'HEAD'].includes(ctx.method) || ctx.status >= 400) return;
    ctx.status = 200;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok', backups: await backupHealth(strapi).catch(() => null) };
  };
}

module.exports = { healthAnswer };
