/// <reference types="astro/client" />

// A module file, so that this augments Astro's types rather than replacing them.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on first pointer, touch or keyboard focus (src/lib/hydration/intent.ts). */
    'client:intent'?: boolean | import('./lib/hydration/intent').IntentOptions;
  }
}
