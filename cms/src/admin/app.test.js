import { describe, expect, it } from 'vitest';
import { GUIDED_TOUR_STATE, withoutGuidedTour } from './app.jsx';

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
});
