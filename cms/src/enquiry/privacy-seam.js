// @ts-check
const schema = require('../api/enquiry/content-types/enquiry/schema.json');
const { enquiryDesk } = require('./desk');
const { erasureLog } = require('../backup/erasure-log');
const { restoreMark } = require('../backup/restore-mark');
const { postToTeam, WEBHOOK_ENV } = require('../alerts/team');

/**
 * What the privacy plugin (src/plugins/privacy/) is given of the app, and all it is given: the one
 * seam between them, passed as the plugin's configuration (config/plugins.js). The plugin reads and
 * erases enquiries only through the enquiry desk, hands over the fields the Enquiry's schema
 * declares, logs erasures beside the backups, tells the team when that log cannot be read at
 * start, and clears a restore's mark once the log was applied. The app never reaches into the plugin either: the plugin does its own work at start.
 * @param {Record<string, string | undefined>} [env]
 */
function privacySeam(env = process.env) {
  return {
    enquiries: enquiryDesk,
    fields: Object.keys(schema.attributes),
    erasureLog: () => erasureLog(env),
    restoreMark,
    /** @param {string} text */
    onLogUnread: async (text) => {
      if (env[WEBHOOK_ENV]) await postToTeam({ text, privacy: { kind: 'erasure-log-unread' } });
    },
  };
}

module.exports = { privacySeam };
