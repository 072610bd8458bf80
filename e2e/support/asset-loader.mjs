// A Node module hook for the Playwright specs (module.registerHooks, in playwright.config.ts),
// which import the site's data (src/data) to assert on it: those modules import images the way
// Astro does (`import art from './a.svg'`), which Node cannot load. Each image becomes what
// astro:assets would give, minus the build's hashed URL: `src` is the image's path in the
// repository, so a spec can match it by file name.
const IMAGE = /\.(svg|png|jpe?g|webp|avif|gif)$/;

export function load(url, context, nextLoad) {
  if (!IMAGE.test(new URL(url).pathname)) return nextLoad(url, context);
  const src = new URL(url).pathname;
  const format = src.split('.').pop();
  return { format: 'module', shortCircuit: true, source: `export default ${JSON.stringify({ src, width: 0, height: 0, format })};` };
}
