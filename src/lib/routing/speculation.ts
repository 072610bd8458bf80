import { PREVIEW_PREFIX } from '../../config/routes';

/**
 * Speculation rules (a JSON <script type="speculationrules">, nothing to execute): Chromium
 * prerenders a same-origin page when the visitor hovers its link or presses on it (moderate
 * eagerness), so the next page is ready at the click. Never a draft preview, never a link that
 * leaves the site, never a link marked not to be followed. Browsers without support ignore it.
 */
export const PRERENDER_EXCLUDED_PATHS = [`${PREVIEW_PREFIX}/*`] as const;

export function speculationRules() {
  return {
    prerender: [
      {
        source: 'document',
        where: {
          and: [
            // A path pattern is resolved against the page's own origin: same-origin links only.
            { href_matches: '/*' },
            ...PRERENDER_EXCLUDED_PATHS.map((path) => ({ not: { href_matches: path } })),
            { not: { selector_matches: '[rel~="nofollow"], [rel~="external"], [download], [target="_blank"]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
}
