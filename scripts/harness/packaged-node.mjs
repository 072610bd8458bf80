// The Node the project runs on: the `node` package in the root's node_modules (npm puts its
// bin first on the PATH of every npm script), whatever Node runs npm itself. Native addons (the
// CMS's better-sqlite3) must be compiled against this Node's headers, which the package carries:
// npm's `nodedir` would otherwise point at the machine's Node, or at a download this network
// does not allow. Usage from a shell: eval "$(node_modules/.bin/node scripts/harness/packaged-node.mjs)"
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The oldest release of each Node line the project's scripts run on, and every line after the
 * last: the lint's Astro parser (eslint-plugin-astro 3) asks for these; Astro 7, Vitest 5 and the
 * other tools for less. A line between two (23) is past its end of life and not taken.
 */
export const NODE_FLOORS = ['22.22.3', '24.16.0'];

/** The same as package.json's engines writes it. */
export const NODE_ENGINES = NODE_FLOORS.map((floor, i) => (i < NODE_FLOORS.length - 1 ? `^${floor}` : `>=${floor}`)).join(' || ');

const parts = (version) => version.replace(/^v/, '').split('.').map(Number);

/** Whether a Node version (`v24.1.0` or `24.1.0`) is one the project supports (NODE_FLOORS). */
export function isSupportedNode(version, floors = NODE_FLOORS) {
  const [a, b, c] = parts(version);
  const own = floors.map(parts).find(([major]) => major === a);
  if (!own) return a > parts(floors.at(-1))[0];
  const [, y, z] = own;
  return b !== y ? b > y : c >= z;
}

/**
 * The packaged Node's bin (for PATH) and its headers (for npm's nodedir). The headers come from
 * the registry's build of this platform (node-<platform>-<arch>, the package `node` installs its
 * binary from), fetched once into node_modules/.cache: npm prunes the copy `node` leaves nested.
 */
export function packagedNode(root = ROOT) {
  const pkg = join(root, 'node_modules', 'node', 'package.json');
  if (!existsSync(pkg)) return null;
  const { version } = JSON.parse(readFileSync(pkg, 'utf8'));
  const nodedir = join(root, 'node_modules', '.cache', 'node-headers', version);
  if (!existsSync(join(nodedir, 'include', 'node', 'node.h'))) {
    const build = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}@${version}`;
    const tmp = mkdtempSync(join(tmpdir(), 'node-headers-'));
    try {
      const packed = execFileSync('npm', ['pack', build, '--silent', '--pack-destination', tmp], { encoding: 'utf8' }).trim();
      mkdirSync(nodedir, { recursive: true });
      execFileSync('tar', ['-xzf', join(tmp, packed.split('\n').at(-1)), '-C', nodedir, '--strip-components=1', 'package/include']);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  return { bin: join(root, 'node_modules', '.bin'), nodedir };
}

/** The environment in which npm (and node-gyp under it) installs and builds for the packaged Node. */
export function packagedNodeEnv(env = process.env, root = ROOT) {
  const found = packagedNode(root);
  if (!found) return env;
  return { ...env, PATH: `${found.bin}:${env.PATH ?? ''}`, npm_config_nodedir: found.nodedir };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--install-note') {
  // npm install's postinstall: npm itself may run on an older Node than the project's, and then
  // warns (EBADENGINE) about every package that needs a newer one. Say once that none of those
  // warnings asks for anything.
  const npmNode = process.env.npm_node_execpath;
  const version = npmNode ? execFileSync(npmNode, ['--version'], { encoding: 'utf8' }).trim() : process.version;
  if (!isSupportedNode(version))
    console.log(
      `\nnpm ran on the machine's Node ${version}: the EBADENGINE warnings above are about that one. The project's scripts run on its own Node ${process.versions.node} (node_modules/.bin/node), which npm run puts first on their PATH: nothing to do.\n`,
    );
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = packagedNode();
  if (!found) {
    console.error('No packaged Node in node_modules: run npm install in the project first.');
    process.exit(1);
  }
  console.log(`export PATH='${found.bin}':"$PATH"\nexport npm_config_nodedir='${found.nodedir}'`);
}
