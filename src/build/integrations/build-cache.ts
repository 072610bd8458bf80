import type { AstroIntegration } from 'astro';
import { BUILD_CACHE_KEEP_BUILDS, pruneCache, recordBuild } from '../file-cache';

/**
 * At the end of a build, sweeps the build cache (src/build/file-cache.ts) of what none of the last
 * builds used: the cards of titles since edited, the copies of covers since replaced.
 */
export function buildCache(): AstroIntegration {
  let startedAt = Date.now();
  return {
    name: 'agency:build-cache',
    hooks: {
      'astro:build:start': () => {
        startedAt = Date.now();
      },
      'astro:build:done': async ({ logger }) => {
        const deleted = await pruneCache(undefined, { usedSince: await recordBuild(undefined, startedAt) });
        if (deleted > 0) logger.info(`swept ${deleted} build cache entries none of the last ${BUILD_CACHE_KEEP_BUILDS} builds used`);
      },
    },
  };
}
