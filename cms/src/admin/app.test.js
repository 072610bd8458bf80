import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  PROJECT_UUID,
  CONTENT_MANAGER_HOME,
  GUIDED_TOUR_STATE,
  MEDIA_LIBRARY_BANNER_STATES,
  contentManagerOnBlog,
  withoutGuidedTour,
  withoutVendorBanner,
} from './app.jsx';

/** A browser's localStorage, as far as the admin's entry uses it. */
const storage = (entries = {}) => {
  const map = new Map(Object.entries(entries));
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => map.set(key, value), map };
};

describe("the admin's entry", () => {
  it("turns Strapi's guided tour off on a first sign-in", () => {
    const s = storage();
    withoutGuidedTour(s);
    expect(JSON.parse(s.map.get(GUIDED_TOUR_STATE))).toEqual({ enabled: false });
  });
  it('leaves the state of a tour someone already has alone', () => {
    const mine = JSON.stringify({ enabled: true, hidden: false, tours: {}, completedActions: [] });
    const s = storage({ [GUIDED_TOUR_STATE]: mine });
    withoutGuidedTour(s);
    expect(s.map.get(GUIDED_TOUR_STATE)).toBe(mine);
  });
  it("dismisses Strapi's Media Library banner under the key Strapi reads (this project's uuid), whichever library is on", () => {
    const s = storage();
    withoutVendorBanner(s);
    expect(MEDIA_LIBRARY_BANNER_STATES).toEqual([
      'STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_false:agency-blog-cms',
      'STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_true:agency-blog-cms',
    ]);
    for (const key of MEDIA_LIBRARY_BANNER_STATES) expect(JSON.parse(s.map.get(key))).toBe(true);
    expect(PROJECT_UUID).toBe(JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).strapi.uuid);
  });
  it('opens the Content Manager on Blog, and leaves every other link alone', () => {
    const app = { router: { menu: [{ to: 'content-manager' }, { to: 'plugins/upload' }, { to: 'plugins/privacy' }] } };
    contentManagerOnBlog(app);
    expect(app.router.menu.map((l) => l.to)).toEqual([CONTENT_MANAGER_HOME, 'plugins/upload', 'plugins/privacy']);
  });
});
