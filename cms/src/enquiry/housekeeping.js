const { announceFailedEmails } = require('./alerts');
const { enquiryDesk } = require('./desk');

/**
 * The enquiries' housekeeping, on Strapi's cron (ENQUIRY_HOUSEKEEPING_RULE, every 2 minutes):
 * - retention: enquiries older than ENQUIRY_RETENTION_DAYS (default 365) are deleted; the form
 *   tells visitors their answers are kept to reply to them (the site's /privacy page);
 * - an e-mail still `pending` after ENQUIRY_PENDING_MINUTES (10): the visitor's browser never
 *   reported it (closed mid-send), so it becomes `unknown`, and is announced like a failure;
 * - the enquiries whose e-mail failed or was never confirmed are named to the team, one message
 *   a round (src/enquiry/alerts.js); one that could not be sent is tried again next round.
 * Every step is a conditional statement on the database, so two CMS instances running it at once
 * delete, mark and announce each entry once.
 */
const DEFAULT_RULE = '0 */2 * * * *';
const DEFAULT_RETENTION_DAYS = 365;
const DEFAULT_PENDING_MINUTES = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A positive number from the environment, or the default. @param {string | undefined} value @param {number} fallback */
function positive(value, fallback) {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** The moments before which enquiries are deleted, and pending e-mails given up. @param {Date} now @param {CmsEnv} [env] */
function cutoffs(now, env = process.env) {
  const days = positive(env.ENQUIRY_RETENTION_DAYS, DEFAULT_RETENTION_DAYS);
  const minutes = positive(env.ENQUIRY_PENDING_MINUTES, DEFAULT_PENDING_MINUTES);
  return { deleteBefore: new Date(now.getTime() - days * DAY_MS), pendingBefore: new Date(now.getTime() - minutes * 60_000) };
}

/**
 * One round.
 * @param {CmsStrapi} strapi
 * @param {{ now?: Date, env?: CmsEnv, announce?: typeof announceFailedEmails }} [options]
 * @returns {Promise<{ deleted: number, givenUp: number, alerted: number }>}
 */
async function tidyEnquiries(strapi, { now = new Date(), env = process.env, announce = announceFailedEmails } = {}) {
  const { deleteBefore, pendingBefore } = cutoffs(now, env);
  const { count: deleted } = await enquiryDesk.deleteOlderThan(strapi, deleteBefore);
  const { count: givenUp } = await enquiryDesk.giveUpPending(strapi, pendingBefore);
  const alerted = await announce(strapi, { env, now });
  if (deleted) strapi.log.info(`Deleted ${deleted} enquiries older than the retention period.`);
  return { deleted, givenUp, alerted };
}

/** Register the round on Strapi's cron (config/server.js turns the cron on). @param {CmsStrapi} strapi @param {CmsEnv} [env] */
function scheduleEnquiryHousekeeping(strapi, env = process.env) {
  strapi.cron.add({
    enquiryHousekeeping: {
      task: (/** @type {{ strapi: CmsStrapi }} */ { strapi: s }) =>
        tidyEnquiries(s).catch((/** @type {Error} */ err) => s.log.error(`Enquiry housekeeping failed: ${err.message}`)),
      options: { rule: env.ENQUIRY_HOUSEKEEPING_RULE || DEFAULT_RULE },
    },
  });
}

module.exports = { cutoffs, tidyEnquiries, scheduleEnquiryHousekeeping, DEFAULT_RULE, DEFAULT_RETENTION_DAYS };
