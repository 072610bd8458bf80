import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POSTGRES_RUN_PORT_SHIFT, PORTS, cmsRunPortOf, portOf } from './ports.mjs';

describe('the ports table', () => {
  it('gives no two servers one number, ranges included', () => {
    const taken = new Map<number, string>();
    for (const [name, use] of Object.entries(PORTS)) {
      for (let port = use.port; port < use.port + (use.span ?? 1); port++) {
        // The site's dev server and the CMS's both read PORT, each in its own process: their numbers differ.
        expect(taken.get(port), `${name} and ${taken.get(port)} share ${port}`).toBeUndefined();
        taken.set(port, name);
      }
    }
  });
  it('moves a CMS port for the PostgreSQL run, a variable moving both', () => {
    expect(cmsRunPortOf('strapi', false, {})).toBe(PORTS.strapi!.port);
    expect(cmsRunPortOf('strapi', true, {})).toBe(PORTS.strapi!.port + POSTGRES_RUN_PORT_SHIFT);
    expect(cmsRunPortOf('strapi', true, { E2E_STRAPI_PORT: '5877' })).toBe(5877 + POSTGRES_RUN_PORT_SHIFT);
  });
  it('lets a variable move a port, and ignores one that is not a port', () => {
    expect(portOf('strapi', {})).toBe(4877);
    expect(portOf('strapi', { E2E_STRAPI_PORT: '5877' })).toBe(5877);
    expect(portOf('strapi', { E2E_STRAPI_PORT: 'soon' })).toBe(4877);
    const measure = portOf('measure', {});
    expect(measure).toBeGreaterThanOrEqual(4900);
    expect(measure).toBeLessThan(4950);
  });
  it('is the port each script starts its server on: no number written in a script instead', () => {
    const freshClone = readFileSync('.ci/fresh-clone', 'utf8');
    expect(freshClone).toContain(`port=\${FRESH_CLONE_PORT:-${PORTS.freshClone!.port}}`);
    for (const file of [
      'scripts/harness/cms-e2e/run.mjs',
      'playwright.config.ts',
      'scripts/measure/load-cms.mjs',
      'scripts/checks/audit-lighthouse.mjs',
      'scripts/harness/build-e2e.mjs',
    ]) {
      const text = readFileSync(file, 'utf8');
      // portOf, or cmsRunPortOf (the CMS suites' run's block, which reads portOf).
      expect(text, file).toMatch(/\b(portOf|cmsRunPortOf)\(/);
      expect(text.match(/\?\? ['"]?4[89]\d\d\b/g), file).toBeNull();
    }
  });
});

describe('docs/developers.md', () => {
  it('lists every port of the table with its variable', () => {
    const docs = readFileSync('docs/developers.md', 'utf8');
    const section = docs.slice(docs.indexOf('## Ports'), docs.indexOf('## Budgets and gates'));
    for (const [name, use] of Object.entries(PORTS)) {
      const port = use.span ? `${use.port} to ${use.port + use.span - 1}` : String(use.port);
      expect(section, name).toContain(`| ${port} | ${use.variable ? `\`${use.variable}\`` : ''} |`);
    }
  });
});
