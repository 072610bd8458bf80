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

/** The drafts to publish now: "Publish at" set and not in the future. */
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
 * @returns {Promise<{ published: string[], failed: string[] }>} slugs
 */
async function publishDue(strapi, now = new Date()) {
  const documents = strapi.documents(UID);
  const published = [];
  const failed = [];
  for (const draft of await dueDrafts(strapi, now)) {
    try {
      await documents.update({ documentId: draft.documentId, data: { publishAt: null } });
      await documents.publish({ documentId: draft.documentId });
      published.push(draft.slug);
      strapi.log.info(`Published the scheduled post "${draft.title}".`);
    } catch (err) {
      // Keep the editor's date: the post stays a draft until the problem is fixed and saved.
      await documents.update({ documentId: draft.documentId, data: { publishAt: draft.publishAt } }).catch(() => {});
      failed.push(draft.slug);
      strapi.log.error(`Could not publish the scheduled post "${draft.title}": ${err.message}`);
    }
  }
  return { published, failed };
}

/** Register the task on Strapi's cron (config/server.js turns the cron on). */
function schedulePublishing(strapi, env = process.env) {
  strapi.cron.add({
    publishScheduledPosts: {
      task: ({ strapi: s }) => publishDue(s),
      options: { rule: env.SCHEDULE_RULE || DEFAULT_RULE },
    },
  });
}

module.exports = { dueDrafts, publishDue, schedulePublishing, DEFAULT_RULE };
