import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:intent` (src/lib/hydration/intent.ts): hydrate an island on first use. */
export function intentDirective(): AstroIntegration {
  return {
    name: 'agency:intent-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('../../lib/hydration/intent.ts', import.meta.url)) });
      },
    },
  };
}
