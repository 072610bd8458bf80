const { errors } = require('@strapi/utils');
const { redirectOldSlug } = require('./redirects');

/**
 * Rules of a Blog entry that Strapi's schema cannot say, applied in the document service, so they
 * hold for the admin panel, the API and the scheduler alike:
 * - a post saved without a slug gets one from its title (unique among posts), so a new post is
 *   never saved at `/blog/blog` (the slug is optional in the schema precisely so that Strapi's
 *   form does not pre-fill it with the content type's name);
 * - a post whose cover image has no alternative text cannot be published (the site shows that
 *   text to people who cannot see the image);
 * - a published post whose slug changes keeps its old address, redirected to the new one.
 */
const UID = 'api::blog.blog';

const COVER_ALT_MISSING =
  'Add the cover image\'s alternative text before publishing: in Cover image, press the image\'s pencil button and describe what the image shows in "Alternative text".';

/** True when this write should get a slug made from its title. @param {string} action @param {CmsWriteData | undefined} data */
function needsSlug(action, data) {
  if (!data || typeof data.title !== 'string' || data.title.trim() === '') return false;
  if (action === 'create') return !data.slug;
  // An update that clears the slug on purpose gets a new one; an update without it keeps its own.
  if (action === 'update') return Object.prototype.hasOwnProperty.call(data, 'slug') && !data.slug;
  return false;
}

/** The publishing problem of a draft, or null: a cover without alternative text. @param {{ coverImage?: { alternativeText?: string | null } | null } | null | undefined} draft */
function publishProblem(draft) {
  const cover = draft?.coverImage;
  if (cover && !(cover.alternativeText ?? '').trim()) return COVER_ALT_MISSING;
  return null;
}

/** The file id a write sets as the cover (`5`, `"5"`, `{ id: 5 }`, `{ set: [{ id: 5 }] }`), null for none, undefined when untouched. @param {CmsWriteData | undefined} data @returns {number | string | null | undefined} */
function coverIdIn(data) {
  if (!data || !Object.prototype.hasOwnProperty.call(data, 'coverImage')) return undefined;
  const value = /** @type {{ id?: number, set?: Array<{ id?: number }> } | number | string | null} */ (data.coverImage);
  if (value === null || value === '') return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value?.set)) return value.set[0]?.id ?? null;
  return value?.id ?? null;
}

/**
 * The cover a publish would put live: from the write itself when it sets one, else the draft's.
 * Publishing goes through `publish` (the admin's button, the scheduler) or through a create or
 * update with `status: 'published'` (the API), which Strapi publishes without another call.
 * @param {CmsStrapi} strapi @param {string} action @param {{ data?: CmsWriteData, documentId?: string }} params
 * @returns {Promise<{ alternativeText?: string | null } | null>}
 */
async function coverToPublish(strapi, action, params) {
  const id = action === 'publish' ? undefined : coverIdIn(params.data);
  if (id === null) return null;
  if (id !== undefined) return strapi.db.query('plugin::upload.file').findOne({ where: { id: Number(id) } });
  if (!params.documentId) return null;
  const draft = await strapi.documents(UID).findOne({ documentId: params.documentId, status: 'draft', populate: { coverImage: true } });
  return draft?.coverImage ?? null;
}

/** True when this document service call puts a version live. @param {string} action @param {{ status?: string } | undefined} params */
function publishes(action, params) {
  return action === 'publish' || ((action === 'create' || action === 'update') && params?.status === 'published');
}

/**
 * The document service middleware (registered in src/index.js).
 * @param {CmsStrapi} strapi @returns {CmsDocumentMiddleware}
 */
function blogRules(strapi) {
  return async (context, next) => {
    if (context.uid !== UID) return next();
    const action = context.action;
    const params = /** @type {{ data?: CmsWriteData, documentId?: string, status?: string }} */ (context.params);
    if (params.data && needsSlug(action, params.data)) {
      params.data.slug = await strapi
        .plugin('content-manager')
        .service('uid')
        .generateUIDField({
          contentTypeUID: UID,
          field: 'slug',
          data: { title: params.data.title },
        });
    }
    if (publishes(action, params)) {
      const problem = publishProblem({ coverImage: await coverToPublish(strapi, action, params ?? {}) });
      if (problem) throw new errors.ValidationError(problem);
      // A published post whose slug changes keeps its old address working (./redirects.js).
      if (params.documentId) return redirectOldSlug(strapi, { documentId: params.documentId }, next);
    }
    return next();
  };
}

module.exports = { blogRules, needsSlug, publishProblem, coverIdIn, publishes, COVER_ALT_MISSING };
