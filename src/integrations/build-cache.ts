import type { AstroIntegration } from 'astro';
import { BUILD_CACHE_MAX_AGE_DAYS, pruneCache } from '../lib/build/file-cache';

/**
 * At the end of a build, sweeps the build cache (lib/build/file-cache.ts) of what no build has
 * used for a month: the cards of titles since edited, the copies of covers since replaced.
 */
export function buildCache(): AstroIntegration {
  return {
    name: 'agency:build-cache',
    hooks: {
      'astro:build:done': async ({ logger }) => {
        const deleted = await pruneCache();
        if (deleted > 0) logger.info(`swept ${deleted} build cache entries unused for ${BUILD_CACHE_MAX_AGE_DAYS} days`);
      },
    },
  };
}
