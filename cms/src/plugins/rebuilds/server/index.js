// @ts-check
/**
 * The rebuilds plugin's server: two admin routes over the app's rebuild log (src/rebuilds/) and
 * its rebuild request (src/bootstrap/rebuild-hook.js), and the one permission "Rebuild the site
 * now", which Editors hold from the first start (an administrator may take it away, or give it to
 * Authors, in Settings > Roles) and Authors do not.
 */
const { askForRebuild } = require('../../../bootstrap/rebuild-hook');
const { liveStatus, readLog } = require('../../../rebuilds/log');

const ACTION = 'plugin::rebuilds.trigger';
const GRANTED = { type: 'plugin', name: 'agency-rebuilds', key: 'editors-granted' };
/** What the admin shows of a rebuild: no error text beyond its first lines, nothing of the request or of who asked. */
const SHOWN = ['reason', 'askedAt', 'state', 'trigger', 'runUrl', 'startedAt', 'endedAt', 'failedStep', 'error'];

/** @param {Record<string, unknown>} rebuild */
const shown = (rebuild) =>
  Object.fromEntries(
    SHOWN.map((k) => [
      k,
      k === 'error' && typeof rebuild.error === 'string' ? rebuild.error.split('\n').slice(0, 5).join('\n') : rebuild[k],
    ]),
  );

/**
 * The permission is registered before the admin's own start, which removes every role's
 * permissions for actions it does not know (so a grant made at bootstrap would be gone at the
 * next start).
 * @param {{ strapi: CmsStrapi }} context
 */
async function register({ strapi }) {
  await strapi
    .service('admin::permission')
    .actionProvider.registerMany([{ section: 'plugins', displayName: 'Rebuild the site now', uid: 'trigger', pluginName: 'rebuilds' }]);
}

/**
 * Editors get the permission once; what an administrator changes afterwards stands. On a new
 * database the Editor role does not exist yet when plugins start (the admin makes the default
 * roles after them): it is granted as that role is made.
 * @param {{ strapi: CmsStrapi }} context
 */
async function bootstrap({ strapi }) {
  /** @param {{ id: number } | null | undefined} editor */
  const grant = async (editor) => {
    if (!editor || (await strapi.store(GRANTED).get())) return;
    await strapi.db
      .query('admin::permission')
      .create({ data: { action: ACTION, role: editor.id, subject: null, properties: {}, conditions: [] } });
    await strapi.store(GRANTED).set({ value: true });
  };
  strapi.db.lifecycles.subscribe({
    models: ['admin::role'],
    /** @param {any} event */
    async afterCreate(event) {
      if (event.result?.code === 'strapi-editor') await grant(event.result);
    },
  });
  await grant(await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } }));
}

const controllers = {
  rebuilds: (/** @type {{ strapi: CmsStrapi }} */ { strapi }) => ({
    /** GET /rebuilds/status[?documentId=]: the last rebuilds; with a post, whether its last publish is live. @param {CmsContext} ctx */
    async status(ctx) {
      const log = await readLog(strapi);
      const documentId = typeof ctx.query.documentId === 'string' ? ctx.query.documentId : null;
      let post = null;
      if (documentId) {
        const published = await strapi.documents('api::blog.blog').findOne({ documentId, status: 'published', fields: ['publishedAt'] });
        post = liveStatus(log, published?.publishedAt ? new Date(published.publishedAt).toISOString() : null);
      }
      const canRebuild = Boolean(ctx.state.userAbility?.can(ACTION));
      ctx.body = { data: { rebuilds: log.slice(0, 5).map(shown), post, canRebuild } };
    },
    /** POST /rebuilds/now: asked for, or refused with the reason (one already waiting or running). @param {CmsContext} ctx */
    async now(ctx) {
      const user = ctx.state.user;
      const outcome = await askForRebuild(strapi, {
        reason: 'Rebuild now',
        askedBy: user?.email ?? 'an editor',
        unlessPending: true,
      }).catch((/** @type {Error} */ err) => {
        strapi.log.error(`Rebuilds: Rebuild now could not ask GitHub: ${err.message}`);
        return { refusal: 'GitHub did not take the request just now: nothing was started. Try again in a few minutes.', status: 502 };
      });
      if ('refusal' in outcome) {
        const status = 'status' in outcome ? outcome.status : 409;
        ctx.status = status;
        ctx.body = { data: null, error: { status, name: status === 409 ? 'ConflictError' : 'BadGatewayError', message: outcome.refusal } };
        return;
      }
      ctx.status = 202;
      ctx.body = { data: shown(outcome.asked) };
    },
  }),
};

const signedIn = ['admin::isAuthenticatedAdmin'];
module.exports = {
  register,
  bootstrap,
  controllers,
  routes: {
    admin: {
      type: 'admin',
      routes: [
        { method: 'GET', path: '/status', handler: 'rebuilds.status', config: { policies: signedIn } },
        {
          method: 'POST',
          path: '/now',
          handler: 'rebuilds.now',
          config: { policies: [...signedIn, { name: 'admin::hasPermissions', config: { actions: [ACTION] } }] },
        },
      ],
    },
  },
};
