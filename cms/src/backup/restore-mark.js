// @ts-check
/**
 * The mark a restore leaves in the database it filled: "restored, the erasure log not yet applied".
 * A restore puts back enquiries that may have been erased since the backup was made; the CMS
 * erases them again from the log as it starts. A restored database must never serve before that
 * is done, even when the log is out of reach at that start: so the restore marks the database
 * (cms/scripts/restore.js, right after the import), and only a start that applied the whole log
 * clears the mark (the privacy plugin, through its seam: src/enquiry/privacy-seam.js); a start
 * that finds the mark and cannot apply the log stops. An ordinary start (no mark) whose log is out
 * of reach keeps serving, with an alert: its database already holds every erasure.
 *
 * The mark is an entry of Strapi's own store (strapi.store), written by the restore script
 * straight into its table, since Strapi itself is not running then.
 */
const path = require('node:path');
const { env } = require('@strapi/utils');

/** strapi.store's key parts, and the row's key as Strapi's store builds it from them. */
const MARK = { type: 'plugin', name: 'agency-backups', key: 'restored' };
const MARK_ROW_KEY = `${MARK.type}_${MARK.name}_${MARK.key}`;
const STORE_TABLE = 'strapi_core_store_settings';

/** @typedef {{ backup: string, madeAt: string, restoredAt: string }} RestoreMark */

/**
 * config/database.js's answer, read with Strapi's own `env` helper as Strapi reads it (from this
 * process's environment), as knex takes it (Strapi maps its 'sqlite' to better-sqlite3).
 */
function knexConfig() {
  const { connection } = require(path.join(__dirname, '..', '..', 'config', 'database.js'))({ env });
  if (connection.client === 'sqlite') return { client: 'better-sqlite3', connection: connection.connection, useNullAsDefault: true };
  const { schema, ...pg } = connection.connection;
  return { client: 'pg', connection: pg, searchPath: schema ? [schema] : undefined, pool: { min: 0, max: 1 } };
}

/**
 * Mark the database of this process's environment as restored. Throws when it cannot: the restore
 * then says not to start the CMS before the log can be read.
 * @param {RestoreMark} mark
 */
async function markRestored(mark) {
  // Strapi's own database driver, as its database package resolves it.
  const knex = require(require.resolve('knex', { paths: [path.dirname(require.resolve('@strapi/database'))] }))(knexConfig());
  try {
    await knex.transaction(async (/** @type {import('knex').Knex.Transaction} */ trx) => {
      await trx(STORE_TABLE).where({ key: MARK_ROW_KEY }).del();
      await trx(STORE_TABLE).insert({ key: MARK_ROW_KEY, value: JSON.stringify(mark), type: 'object', environment: null, tag: null });
    });
  } finally {
    await knex.destroy();
  }
}

/** The mark as the running CMS reads and clears it (the privacy plugin's seam). */
const restoreMark = {
  /** @param {CmsStrapi} strapi @returns {Promise<RestoreMark | null>} */
  pending: async (strapi) => /** @type {RestoreMark | null} */ ((await strapi.store(MARK).get()) ?? null),
  /** @param {CmsStrapi} strapi */
  clear: async (strapi) => {
    await strapi.store(MARK).delete();
  },
};

module.exports = { MARK, MARK_ROW_KEY, knexConfig, markRestored, restoreMark };
