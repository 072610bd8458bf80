/**
 * The admin panel's own entry (Strapi builds it with the panel): the panel as editors need it.
 * - Strapi's guided tour, shown under `strapi develop` to the first super admin, walks through
 *   building content types and API tokens, which this CMS's editors never do, and its popovers
 *   cover the Content Manager on a first sign-in.
 * - Strapi's "Introducing the new Media Library" banner, on every screen until dismissed, is news
 *   of Strapi's, not the agency's.
 * Each is turned off once, where Strapi keeps its state (the browser's storage); someone who turns
 * one back on keeps their choice.
 * - The Content Manager opens on Blog, the collection editors work in, not on the first by name
 *   (Author).
 */
export const GUIDED_TOUR_STATE = 'STRAPI_GUIDED_TOUR';
/** The project's uuid, as cms/package.json's `strapi.uuid` gives it (app.test.js holds the two together). */
export const PROJECT_UUID = 'agency-blog-cms';
/** Strapi keys the banner's dismissal by the flag it shows for and by the project's uuid. */
export const MEDIA_LIBRARY_BANNER_STATES = [false, true].map(
  (legacy) => `STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_${legacy}:${PROJECT_UUID}`,
);
/** Where the Content Manager's menu link leads. */
export const CONTENT_MANAGER_HOME = 'content-manager/collection-types/api::blog.blog';

/** @param {Pick<Storage, 'getItem' | 'setItem'>} storage */
export function withoutGuidedTour(storage) {
  if (storage.getItem(GUIDED_TOUR_STATE) === null) storage.setItem(GUIDED_TOUR_STATE, JSON.stringify({ enabled: false }));
}

/** @param {Pick<Storage, 'getItem' | 'setItem'>} storage */
export function withoutVendorBanner(storage) {
  for (const key of MEDIA_LIBRARY_BANNER_STATES) if (storage.getItem(key) === null) storage.setItem(key, 'true');
}

/** @param {{ router: { menu: Array<{ to: string }> } }} app */
export function contentManagerOnBlog(app) {
  const link = app.router.menu.find((l) => l.to === 'content-manager');
  if (link) link.to = CONTENT_MANAGER_HOME;
}

export default {
  config: {},
  /**
   * Strapi hands its register, which runs after the plugins' (the Content Manager's link is in
   * the menu by then), the whole app; bootstrap gets a narrower one without the router.
   * @param {{ router: { menu: Array<{ to: string }> } }} app
   */
  register(app) {
    contentManagerOnBlog(app);
  },
  bootstrap() {
    withoutGuidedTour(window.localStorage);
    withoutVendorBanner(window.localStorage);
  },
};
