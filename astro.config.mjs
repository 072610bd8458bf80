// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import sitemap from '@astrojs/sitemap';
import { ENV } from './src/config/env.ts';
import { envSchema } from './src/config/env-schema.ts';
import { buildEnv } from './src/build/integrations/build-env.ts';
import { site as agency } from './src/config/site.ts';
import { redirectTable } from './src/config/redirects.ts';
import { toAstroRedirects } from './src/lib/redirects/rules.ts';
import { redirectsFile } from './src/build/integrations/redirects-file.ts';
import { redirectPages } from './src/build/integrations/redirect-pages.ts';
import { envWarnings } from './src/build/integrations/env-warnings.ts';
import { securityHeaders } from './src/build/integrations/security-headers.ts';
import { intentDirective } from './src/build/integrations/intent-directive.ts';
import { buildCache } from './src/build/integrations/build-cache.ts';
import { modernCss } from './src/build/integrations/modern-css.ts';
import { hoistTransitiveImports } from './src/build/integrations/hoist-imports.ts';
import { compileHintForRenderer } from './src/build/integrations/compile-hint.ts';

// SITE_URL may come from the shell or a .env file; Astro's config is read before astro:env.
const siteUrl = buildEnv()[ENV.siteUrl];

export default defineConfig({
  site: siteUrl || agency.defaultOrigin,
  output: 'static',
  // Astro 7 strips whitespace by JSX's rules by default, which glues a line's last word to the link or
  // value on the next line ("at(312) 555-0147"); HTML-aware compression keeps every space the copy has.
  compressHTML: true,
  trailingSlash: 'ignore',
  redirects: toAstroRedirects(redirectTable),
  env: { schema: envSchema, validateSecrets: false },
  integrations: [
    react(),
    intentDirective(),
    sitemap({ filter: (page) => !/\/404\/?$|\/preview\//.test(page) }),
    redirectsFile(redirectTable),
    redirectPages(redirectTable),
    envWarnings(),
    securityHeaders(),
    buildCache(),
  ],
  // about.html rather than about/index.html: CDNs (Cloudflare Pages, Netlify) then serve /about without
  // redirecting to /about/, matching the canonical URLs and every internal link.
  // Sixteen pages rendered at once: a post's social card and phone copy are drawn by sharp on its
  // own threads, and a page's files are read and written while the next ones render, so the build
  // waits less (the trials are in docs/performance.md, "The build and the deploy by the number of posts").
  build: { inlineStylesheets: 'always', format: 'file', concurrency: 16 },
  server: { port: 4321, host: '127.0.0.1' },
  vite: {
    // hoistTransitiveImports: each island's module asks for every chunk it needs at once;
    // compileHintForRenderer: React's renderer compiled while it downloads.
    plugins: [tailwindcss(), modernCss(), hoistTransitiveImports(), compileHintForRenderer()],
    // The headings' font subset travels inside the page's CSS (src/styles/global.css); every other
    // asset keeps Vite's default (inlined under 4 KB).
    build: { assetsInlineLimit: (file) => (file.endsWith('poppins-basic-700.woff2') ? true : undefined) },
    // A tap's code in few requests: Rolldown gives each module the islands share a chunk of its own,
    // so a phone's first tap waited on a chain of small chunks. The modules every island shares
    // (React's core with them) go in one chunk, the search's blog modules in another (the figures:
    // docs/performance.md, "The first tap on a phone").
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'islands',
                    // React DOM's small entry too: its renderer imports it, and so does an island
                    // that draws at once (flushSync), which made it a chunk of its own.
                    test: /[\\/](src[\\/](components[\\/](islands[\\/]shared|ui)|lib[\\/](routing|hydration|ui)|config)[\\/]|node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js))/,
                    minShareCount: 2,
                    priority: 1,
                  },
                  {
                    name: 'blog',
                    test: /[\\/]src[\\/](lib[\\/](blog[\\/]|rich-text[\\/]reading|strapi[\\/](queries|guards))|components[\\/]blog[\\/]BlogCardView)/,
                    minShareCount: 2,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
  devToolbar: { enabled: false },
});
