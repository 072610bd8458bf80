// @ts-check
/**
 * The plugin's one seam with the app: config/plugins.js gives it the enquiries (through the app's
 * enquiry desk), their fields, the erasure log, whom to tell when the log cannot be read, and the
 * mark a restore leaves (services/requests.js, PrivacySeam). Strapi refuses to start when a part is missing.
 */
const PARTS = {
  enquiries: 'object',
  fields: 'object',
  erasureLog: 'function',
  onLogUnread: 'function',
  restoreMark: 'object',
};

module.exports = {
  default: {},
  /** @param {Record<string, unknown>} config */
  validator(config) {
    for (const [part, type] of Object.entries(PARTS)) {
      if (typeof config[part] !== type) throw new Error(`The privacy plugin needs ${part} from the app (config/plugins.js).`);
    }
  },
};
