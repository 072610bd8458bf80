/**
 * The names the CMS's checked JavaScript uses in its JSDoc (cms/tsconfig.check.json): Strapi's
 * own types, and the content types `strapi ts:generate-types` writes into types/generated/
 * (node scripts/harness/cms-check.mjs --write).
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

declare global {
  /** The Strapi instance of a lifecycle, a service or a middleware. */
  type CmsStrapi = Core.Strapi;
  /** A request's Koa context, as Strapi hands it to middlewares, policies and controllers. */
  type CmsContext = Context & { request: Context['request'] & { body?: unknown } };
  type CmsNext = Next;
  /** A document service middleware (strapi.documents.use) and what it is called with. */
  type CmsDocumentMiddleware = Parameters<Core.Strapi['documents']['use']>[0];
  type CmsDocumentContext = Parameters<CmsDocumentMiddleware>[0];
  /** What a write through the document service carries, as the rules read it: anything may be missing. */
  type CmsWriteData = Record<string, unknown>;
  /** The environment a module reads (process.env, or a test's own). */
  type CmsEnv = Record<string, string | undefined>;
  /** What a file of config/ is called with: Strapi's env() reader. */
  type CmsConfigParams = Core.Config.Shared.ConfigParams;
}

export {};
