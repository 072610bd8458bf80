import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { NODE_ENGINES, NODE_FLOORS, isSupportedNode } from './packaged-node.mjs';

const json = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

describe('the Node the project runs on', () => {
  it('refuses versions older than the oldest Astro 7 and Vitest 5 accept, and those the lint does not', () => {
    expect(isSupportedNode('v20.20.2')).toBe(false);
    expect(isSupportedNode('22.11.9')).toBe(false);
    // Astro 7 and Vitest 5 take 22.12; the lint's Astro parser, 22.22.3 on that line and 24.16 on the next.
    expect(isSupportedNode('v22.12.0')).toBe(false);
    expect(isSupportedNode('22.22.2')).toBe(false);
    expect(isSupportedNode('v22.22.3')).toBe(true);
    expect(isSupportedNode('22.23.0')).toBe(true);
    expect(isSupportedNode('23.0.0')).toBe(false);
    expect(isSupportedNode('v24.15.9')).toBe(false);
    expect(isSupportedNode('v24.16.0')).toBe(true);
    expect(isSupportedNode('v24.21.0')).toBe(true);
    expect(isSupportedNode('26.3.0')).toBe(true);
  });

  it('is the one this suite runs on', () => {
    expect(isSupportedNode(process.version), `the suite runs on ${process.version}`).toBe(true);
  });

  it('is pinned in one version: the packaged Node, .nvmrc and the engines agree', () => {
    const pkg = json('../../package.json');
    expect(pkg.engines.node).toBe(NODE_ENGINES);
    expect(readFileSync(new URL('../../.nvmrc', import.meta.url), 'utf8').trim()).toBe(pkg.dependencies.node);
    expect(json('../../node_modules/node/package.json').version).toBe(pkg.dependencies.node);
    expect(pkg.dependencies.node.split('.')[0]).toBe('24');
  });

  it("is the floor the README's requirements name, for each Node line", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    for (const floor of NODE_FLOORS) expect(readme).toContain(`before ${floor} on Node ${floor.split('.')[0]}`);
  });

  it('stops npm test on an older Node with a message that says how to run it', () => {
    // A Node that reports an old version: the guard reads process.version before anything runs.
    const result = spawnSync(
      process.execPath,
      ['--import', 'data:text/javascript,Object.defineProperty(process,"version",{value:"v20.20.2"})', 'scripts/harness/test.mjs'],
      {
        encoding: 'utf8',
        cwd: new URL('../..', import.meta.url).pathname,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`npm test needs Node ${NODE_ENGINES}; this is v20.20.2`);
  });
});
