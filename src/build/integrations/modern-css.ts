import type { Plugin } from 'vite';

/**
 * Tailwind 4 targets Safari 16.4, Chrome 111 and Firefox 128, which all read `@property`; it still
 * appends a copy of every custom property's initial value for older browsers, behind an
 * `@supports` that only they match. Every page inlines the site's stylesheet, and that copy weighed
 * on every page for browsers Tailwind 4 does not support: it is left out (its size is in
 * docs/performance.md).
 */
export const LEGACY_PROPERTIES_LAYER = /@layer properties\s*\{\s*@supports[^{]*\{[^{}]*\{[^{}]*\}\s*\}\s*\}/;

export function withoutLegacyProperties(css: string): string {
  return css.replace(LEGACY_PROPERTIES_LAYER, '');
}

export function modernCss(): Plugin {
  return {
    name: 'agency:modern-css',
    transform(code, id) {
      if (!/\.css(\?|$)/.test(id) || !code.includes('@layer properties')) return undefined;
      return { code: withoutLegacyProperties(code), map: null };
    },
  };
}
