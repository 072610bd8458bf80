/**
 * The admin panel's own entry (Strapi builds it with the panel). Strapi's guided tour, shown under
 * `strapi develop` to the first super admin, walks through building content types and API
 * tokens, which this CMS's editors never do, and its popovers cover the Content Manager on a first
 * sign-in. It is turned off once, where Strapi keeps its state; someone who turns it back on keeps
 * their choice.
 */
export const GUIDED_TOUR_STATE = 'STRAPI_GUIDED_TOUR';

/** @param {Pick<Storage, 'getItem' | 'setItem'>} storage */
export function withoutGuidedTour(storage) {
  if (storage.getItem(GUIDED_TOUR_STATE) === null) storage.setItem(GUIDED_TOUR_STATE, JSON.stringify({ enabled: false }));
}

export default {
  config: {},
  bootstrap() {
    withoutGuidedTour(window.localStorage);
  },
};
