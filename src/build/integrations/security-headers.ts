import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { ENV, serviceSetting } from '../../config/env';
import { contentSecurityPolicy, headersFile, inlineHashes, originOf } from './csp';
import { buildEnv } from './build-env';

/** Pages read at once while their inline scripts and styles are hashed. */
const READ_AT_ONCE = 8;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? htmlFiles(join(dir, e.name)) : Promise.resolve(e.name.endsWith('.html') ? [join(dir, e.name)] : []),
    ),
  );
  return nested.flat();
}

/** Writes `dist/_headers`: security headers and a CSP made from the hashes the build produced. */
export function securityHeaders(): AstroIntegration {
  return {
    name: 'agency:security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const env = buildEnv();
        const cmsUrl = env[ENV.strapiUrl];
        const scripts = new Set<string>();
        const styles = new Set<string>();
        // Every page is read whole, as bytes (inlineHashes says why); a few at a time, so the
        // hashing of one overlaps the reading of the next.
        const files = await htmlFiles(fileURLToPath(dir));
        let next = 0;
        await Promise.all(
          Array.from({ length: READ_AT_ONCE }, async () => {
            while (next < files.length) {
              const hashes = inlineHashes(await readFile(files[next++]!));
              hashes.scripts.forEach((h) => scripts.add(h));
              hashes.styles.forEach((h) => styles.add(h));
            }
          }),
        );
        const csp = contentSecurityPolicy({
          scriptHashes: scripts,
          styleHashes: styles,
          cmsOrigin: originOf(cmsUrl),
          mediaOrigin: originOf(env[ENV.mediaUrl]),
          mailchimpOrigin: originOf(serviceSetting(env[ENV.mailchimpUrl])),
          calendlyOrigin: originOf(serviceSetting(env[ENV.calendlyUrl])) ?? 'https://calendly.com',
          turnstile: Boolean(env[ENV.turnstileSiteKey]),
        });
        // A CMS on plain http (local development, the test replay) must not be upgraded to https.
        const upgradeInsecure = !/^http:/.test(cmsUrl ?? '');
        await writeFile(new URL('_headers', dir), headersFile(csp, { upgradeInsecure, previewFrameAncestor: originOf(cmsUrl) }));
        logger.info(`wrote _headers: ${scripts.size} script and ${styles.size} style hashes`);
      },
    },
  };
}
