const fs = require('node:fs');
const path = require('node:path');

/**
 * Loads the sample articles the website bundles (one source of truth: ../src/data/sample-blog
 * and ../public/uploads), through Strapi's upload and document services. Idempotent: a post
 * whose slug exists is left alone. Also creates one draft that the site must never show.
 */
const ROOT = path.join(__dirname, '..', '..', '..');
const SAMPLE = path.join(ROOT, 'src', 'data', 'sample-blog');
const UPLOADS = path.join(ROOT, 'public');
/** @param {string} name @returns {any[]} the sample's JSON, as the site bundles it (the site's tests hold its shape) */
const readJson = (name) => JSON.parse(fs.readFileSync(path.join(SAMPLE, name), 'utf8'));

/** @type {{ title: string, slug: string, content: import('@strapi/strapi').Schema.Attribute.BlocksValue }} */
const DRAFT = {
  title: 'Draft: Our New Pricing for 2027',
  slug: 'draft-our-new-pricing-for-2027',
  content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Not ready yet: this draft must never appear on the site.' }] }],
};

/**
 * @typedef {{ url?: string, name?: string, alternativeText?: string | null, caption?: string | null,
 *   focalPoint?: { x: number, y: number } | null, mime?: string }} SampleMedia
 * @typedef {{ id: number }} UploadedFile
 */

/** @param {CmsStrapi} strapi @param {SampleMedia | null | undefined} media @param {Map<string, UploadedFile>} cache @returns {Promise<UploadedFile | null>} */
async function uploadFile(strapi, media, cache) {
  if (!media?.url) return null;
  const known = cache.get(media.url);
  if (known) return known;
  const filepath = path.join(UPLOADS, media.url);
  const name = media.name ?? path.basename(filepath);
  const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name } });
  const file =
    existing ??
    (
      await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          // The editor's focal point travels with the file, as the media library's picker sets it.
          data: {
            fileInfo: {
              name,
              alternativeText: media.alternativeText ?? null,
              caption: media.caption ?? null,
              focalPoint: media.focalPoint ?? null,
            },
          },
          files: { filepath, originalFilename: name, mimetype: media.mime ?? 'image/jpeg', size: fs.statSync(filepath).size },
        })
    )[0];
  cache.set(media.url, file);
  return file;
}

/**
 * Image blocks point at the sample's URLs: swap in the uploaded file's.
 * @param {CmsStrapi} strapi @param {Array<{ type: string, image?: SampleMedia }> | undefined} blocks @param {Map<string, UploadedFile>} cache
 * @returns {Promise<import('@strapi/strapi').Schema.Attribute.BlocksValue>} the blocks as the sample has them, with Strapi's files
 */
async function withUploadedImages(strapi, blocks, cache) {
  /** @type {any[]} the sample's blocks, whose shape the site's own tests hold */
  const out = [];
  for (const block of blocks ?? []) {
    if (block.type === 'image' && block.image?.url) {
      const file = await uploadFile(strapi, block.image, cache);
      out.push({ ...block, image: { ...block.image, ...file } });
    } else out.push(block);
  }
  return out;
}

/** @param {CmsStrapi} strapi */
async function seed(strapi) {
  const blogs = strapi.documents('api::blog.blog');
  const files = new Map();

  const categoryIds = new Map();
  for (const c of readJson('categories.json')) {
    const found = await strapi.documents('api::category.category').findFirst({ filters: { name: c.name } });
    const doc = found ?? (await strapi.documents('api::category.category').create({ data: { name: c.name } }));
    categoryIds.set(c.name, doc.documentId);
  }

  const authorIds = new Map();
  for (const a of readJson('authors.json')) {
    const found = await strapi.documents('api::author.author').findFirst({ filters: { name: a.name } });
    const avatar = await uploadFile(strapi, a.avatar, files);
    const doc =
      found ?? (await strapi.documents('api::author.author').create({ data: { name: a.name, bio: a.bio, avatar: avatar?.id ?? null } }));
    authorIds.set(a.name, doc.documentId);
  }

  let created = 0;
  for (const post of readJson('blogs.json')) {
    if (await blogs.findFirst({ filters: { slug: post.slug }, status: 'draft' })) continue;
    const cover = await uploadFile(strapi, post.coverImage, files);
    const doc = await blogs.create({
      data: {
        title: post.title,
        slug: post.slug,
        content: await withUploadedImages(strapi, post.content, files),
        coverImage: cover?.id ?? null,
        category: post.category ? categoryIds.get(post.category.name) : null,
        author: post.author ? authorIds.get(post.author.name) : null,
      },
    });
    await blogs.publish({ documentId: doc.documentId });
    // Keep the sample's publication dates, so the site's order matches the bundled content.
    await strapi.db
      .query('api::blog.blog')
      .updateMany({ where: { documentId: doc.documentId, publishedAt: { $notNull: true } }, data: { publishedAt: post.publishedAt } });
    created++;
  }

  if (!(await blogs.findFirst({ filters: { slug: DRAFT.slug }, status: 'draft' }))) {
    // With a category and an author, as a real draft has: every probe through those relations has something to find.
    await blogs.create({
      data: { ...DRAFT, category: categoryIds.values().next().value ?? null, author: authorIds.values().next().value ?? null },
    });
  }
  if (created) strapi.log.info(`Seeded ${created} sample posts and a draft.`);
}

module.exports = { seed, DRAFT };
