import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The privacy plugin and the app meet at one seam (src/enquiry/privacy-seam.js, given to the plugin
 * as its configuration in config/plugins.js): the app never requires the plugin's files, and the
 * plugin requires nothing of the app, only packages and its own files. A change that reaches
 * across fails here, naming the file and what it reached for.
 */
const CMS = resolve(__dirname, '../../..');
const PLUGIN = resolve(__dirname);

/** Every source file under `dir`, node_modules aside. @param {string} dir @returns {string[]} */
const sources = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.(c?js|jsx|mjs|ts|tsx)$/.test(entry.name) ? [path] : [];
  });

/** The relative paths a file requires or imports, resolved from its folder. @param {string} file */
const reached = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:require\(|import\(|from\s+)\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) =>
    resolve(dirname(file), m[1]),
  );

const inside = (path, dir) => !relative(dir, path).startsWith('..');

describe('the privacy plugin and the app meet only at the seam', () => {
  it('no file of the app requires a file of the plugin', () => {
    const app = [...sources(join(CMS, 'src')), ...sources(join(CMS, 'config')), ...sources(join(CMS, 'scripts'))].filter(
      (file) => !inside(file, PLUGIN),
    );
    expect(app.length).toBeGreaterThan(20);
    const across = app.flatMap((file) =>
      reached(file)
        .filter((target) => inside(target, PLUGIN))
        .map((t) => `${relative(CMS, file)} -> ${relative(CMS, t)}`),
    );
    expect(across).toEqual([]);
  });

  // Its tests may build the seam from the app's real parts, as config/plugins.js does.
  it('no file the plugin runs requires anything of the app: only packages and its own files', () => {
    const plugin = sources(PLUGIN).filter((file) => !/\.test\.[jt]sx?$/.test(file));
    expect(plugin.length).toBeGreaterThan(5);
    const across = plugin.flatMap((file) =>
      reached(file)
        .filter((target) => !inside(target, PLUGIN))
        .map((t) => `${relative(CMS, file)} -> ${relative(CMS, t)}`),
    );
    expect(across).toEqual([]);
  });

  it('the check sees a reach across when there is one', () => {
    const file = join(PLUGIN, 'server', 'services', 'requests.js');
    expect(reached(file).some((target) => inside(target, PLUGIN))).toBe(true);
    expect(inside(resolve(PLUGIN, '../../backup/erasure-log.js'), PLUGIN)).toBe(false);
  });
});
