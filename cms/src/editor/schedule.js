/**
 * Scheduled posts: an editor sets "Publish at" on a draft and saves it; this task, run by
 * Strapi's cron every minute (SCHEDULE_RULE), publishes every draft whose time has come, with no
 * one awake. Publishing fires `entry.publish`, so the site's rebuild follows
 * (src/bootstrap/rebuild-hook.js). The date is cleared first, so a post published once is not
 * published again, and the published version carries no stale schedule.
 */
const UID = 'api::blog.blog';
/** Every minute, on the minute; tests run it every few seconds. */
const DEFAULT_RULE = '0 * * * * *';

/** The drafts to publish now: "Publish at" set and not in the future. @param {CmsStrapi} strapi */
async function dueDrafts(strapi, now = new Date()) {
  return strapi.documents(UID).findMany({
    status: 'draft',
    filters: { publishAt: { $notNull: true, $lte: now.toISOString() } },
    fields: ['title', 'slug', 'publishAt'],
  });
}

/**
 * Publish every due draft; one that cannot be published (say its cover has no alternative text)
 * is logged and left as it is for the editor, and the others still go out.
 * @param {CmsStrapi} strapi
 * @returns {Promise<{ published: string[], failed: string[] }>} slugs
 */
async function publishDue(strapi, now = new Date()) {
  const documents = strapi.documents(UID);
  /** @type {string[]} */
  const published = [];
  /** @type {string[]} */
  const failed = [];
  for (const draft of await dueDrafts(strapi, now)) {
    try {
      // @ts-expect-error Strapi's input types leave out null, which is how a date is cleared.
      await documents.update({ documentId: draft.documentId, data: { publishAt: null } });
      await documents.publish({ documentId: draft.documentId });
      published.push(String(draft.slug));
      strapi.log.info(`Published the scheduled post "${draft.title}".`);
    } catch (err) {
      // Keep the editor's date: the post stays a draft until the problem is fixed and saved.
      await documents.update({ documentId: draft.documentId, data: { publishAt: draft.publishAt ?? undefined } }).catch(() => {});
      failed.push(String(draft.slug));
      strapi.log.error(`Could not publish the scheduled post "${draft.title}": ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return { published, failed };
}

/**
 * The key of the PostgreSQL advisory lock that one instance holds while it publishes: a number of
 * this project's own, so no other application's lock on the same database collides with it.
 */
const PUBLISH_LOCK = 4_821_907_364;

/**
 * Run `publish` on one instance at a time. Every Strapi instance runs the cron (strapi #15634), at
 * the same second; on PostgreSQL, the production database, only the one that takes the advisory
 * lock publishes (held for its transaction, released at its end, also if the instance dies), and
 * the others skip this round. By the next round the winner has cleared the posts' dates, so
 * nothing is due twice: the database decides, not timing. SQLite is a single instance's.
 * @param {CmsStrapi} strapi
 * @param {() => Promise<{ published: string[], failed: string[] }>} publish
 * @returns {Promise<{ published: string[], failed: string[], skipped?: true }>}
 */
async function oneInstanceAtATime(strapi, publish) {
  if (strapi.db.dialect.client !== 'postgres') return publish();
  return strapi.db.connection.transaction(async (/** @type {import('knex').Knex.Transaction} */ trx) => {
    const { rows } = await trx.raw('SELECT pg_try_advisory_xact_lock(?) AS locked', [PUBLISH_LOCK]);
    if (!rows[0].locked) return { published: [], failed: [], skipped: /** @type {const} */ (true) };
    return publish();
  });
}

/** Register the task on Strapi's cron (config/server.js turns the cron on). @param {CmsStrapi} strapi @param {CmsEnv} [env] */
function schedulePublishing(strapi, env = process.env) {
  strapi.cron.add({
    publishScheduledPosts: {
      task: (/** @type {{ strapi: CmsStrapi }} */ { strapi: s }) => oneInstanceAtATime(s, () => publishDue(s)),
      options: { rule: env.SCHEDULE_RULE || DEFAULT_RULE },
    },
  });
}

module.exports = { dueDrafts, publishDue, oneInstanceAtATime, schedulePublishing, DEFAULT_RULE, PUBLISH_LOCK };
