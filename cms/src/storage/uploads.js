// Where the editors' uploads live. With UPLOAD_S3_BUCKET set, on S3-compatible object storage
// (Cloudflare R2, AWS S3, MinIO...) through Strapi's own provider (@strapi/provider-upload-aws-s3),
// so a redeploy that replaces the host's disk loses nothing; without it, on the host's disk
// (public/uploads, Strapi's local provider), as `npm run cms` uses it.
//
//   UPLOAD_S3_BUCKET             the bucket
//   UPLOAD_S3_ACCESS_KEY_ID      a key that may put, get and delete objects in it
//   UPLOAD_S3_SECRET_ACCESS_KEY
//   UPLOAD_S3_REGION             AWS region; "auto" on R2 (the default)
//   UPLOAD_S3_ENDPOINT           the store's API, e.g. https://<account>.r2.cloudflarestorage.com; unset on AWS
//   UPLOAD_S3_PUBLIC_URL         where visitors read the files (a CDN, a custom domain or the bucket's
//                                public URL); the site's build reads and allows images there (MEDIA_URL)
//   UPLOAD_S3_ACL                a canned ACL such as public-read, only for stores that still use ACLs
//                                (unset on R2 and on AWS buckets with "bucket owner enforced")
//   UPLOAD_S3_PATH_STYLE         "true" for stores that want bucket/key paths (MinIO, most self-hosted)

/**
 * What editors may upload, wherever it is kept: photographs and pictures only. Strapi looks at the
 * file's bytes first (a PDF named .jpg is a PDF), then its name; SVG is refused (it can carry
 * script), and so is anything else (documents, archives, pages).
 */
const UPLOAD_SECURITY = { allowedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] };

const REQUIRED = ['UPLOAD_S3_ACCESS_KEY_ID', 'UPLOAD_S3_SECRET_ACCESS_KEY', 'UPLOAD_S3_PUBLIC_URL'];

/** True when uploads go to object storage. */
/** @param {CmsEnv} env */
function usesObjectStorage(env) {
  return Boolean(env.UPLOAD_S3_BUCKET);
}

/** The public origin of the uploads on object storage, or null on the local disk. */
/** @param {CmsEnv} env */
function mediaOrigin(env) {
  if (!usesObjectStorage(env)) return null;
  assertUsableUploadSettings(env);
  return new URL(String(env.UPLOAD_S3_PUBLIC_URL)).origin;
}

/** Stop the start, naming every problem, when the settings are unusable (config/ loads this before anything else). */
/** @param {CmsEnv} env */
function assertUsableUploadSettings(env) {
  const problems = uploadSettingsProblems(env);
  if (problems.length) throw new Error(`The CMS will not start with these upload settings: ${problems.join(' ')}`);
}

/** Problems with the storage settings, as sentences; empty when they are usable. */
/** @param {CmsEnv} env */
function uploadSettingsProblems(env) {
  if (!usesObjectStorage(env)) return [];
  const problems = REQUIRED.filter((name) => !env[name]).map((name) => `${name} is not set (UPLOAD_S3_BUCKET is).`);
  for (const name of ['UPLOAD_S3_PUBLIC_URL', 'UPLOAD_S3_ENDPOINT']) {
    if (env[name] && !/^https?:\/\/[^/]/.test(env[name])) problems.push(`${name} must be an http(s) address.`);
  }
  return problems;
}

/** The `upload` plugin's configuration (config/plugins.js): the allowed types, and the S3 provider when a bucket is named. */
/** @param {CmsEnv} env */
function uploadPluginConfig(env) {
  if (!usesObjectStorage(env)) return { upload: { config: { security: UPLOAD_SECURITY } } };
  assertUsableUploadSettings(env);
  return {
    upload: {
      config: {
        security: UPLOAD_SECURITY,
        provider: 'aws-s3',
        providerOptions: {
          baseUrl: String(env.UPLOAD_S3_PUBLIC_URL).replace(/\/+$/, ''),
          s3Options: {
            credentials: { accessKeyId: env.UPLOAD_S3_ACCESS_KEY_ID, secretAccessKey: env.UPLOAD_S3_SECRET_ACCESS_KEY },
            region: env.UPLOAD_S3_REGION || 'auto',
            ...(env.UPLOAD_S3_ENDPOINT ? { endpoint: env.UPLOAD_S3_ENDPOINT } : {}),
            forcePathStyle: env.UPLOAD_S3_PATH_STYLE === 'true',
            // R2 and most compatible stores reject the checksums the AWS SDK adds by default since 2025.
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
            // `ACL` present (even undefined) keeps the provider from adding public-read, which R2
            // and ACL-less AWS buckets refuse.
            params: { Bucket: env.UPLOAD_S3_BUCKET, ACL: env.UPLOAD_S3_ACL || undefined },
          },
        },
        actionOptions: { upload: {}, uploadStream: {}, delete: {} },
      },
    },
  };
}

/**
 * strapi::security's configuration: Strapi's own, with the media origin allowed for images and
 * media in the admin panel (the media library's thumbnails come from the bucket).
 */
/** @param {CmsEnv} env */
function securityMiddlewareConfig(env) {
  const origin = mediaOrigin(env);
  if (!origin) return {};
  const sources = ["'self'", 'data:', 'blob:', 'market-assets.strapi.io', origin];
  return { contentSecurityPolicy: { useDefaults: true, directives: { 'img-src': sources, 'media-src': sources } } };
}

/** The warning a production start on the local disk logs: every redeploy on a container platform empties it. */
const LOCAL_DISK_WARNING =
  'Uploads are stored on this host\'s disk (public/uploads): a platform that replaces the disk at each deploy deletes them. Set UPLOAD_S3_BUCKET (docs/operators.md: "Uploads on object storage") or mount a persistent volume there.';

module.exports = {
  LOCAL_DISK_WARNING,
  UPLOAD_SECURITY,
  mediaOrigin,
  securityMiddlewareConfig,
  uploadPluginConfig,
  uploadSettingsProblems,
  usesObjectStorage,
};
