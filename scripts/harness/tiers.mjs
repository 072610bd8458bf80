// The tiers of `npm test` (scripts/harness/test.mjs) and which of them one call runs.
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** The tiers, cheapest first; the first four need nothing but `npm install`. */
export const TIERS = ['check', 'lint', 'test:unit', 'test:slow', 'test:cms:unit', 'test:e2e', 'test:cms', 'test:cms:postgres', 'test:stop'];

/**
 * The tiers that run beside another, one after the other, when one call runs both: lint (one
 * core) beside check (one core); the CMS suite on PostgreSQL beside the one on SQLite, each
 * with its own ports, folder and build (scripts/harness/cms-e2e/run.mjs), as each leaves much
 * of the machine idle while its one Playwright worker waits on Strapi. test:e2e runs alone: on
 * 2 cores a CMS tier beside it took several times as long, and what failed there failed only
 * there (the figures are in docs/developers.md, "The test tiers").
 * @type {Record<string, string[]>}
 */
export const BESIDE = { check: ['lint'], 'test:cms': ['test:cms:postgres'] };

/**
 * Tiers that get ready beside a lead tier and run their tests once it has passed. A CMS tier's
 * start is no test: PostgreSQL, Strapi and its seed, the site's build against it and its servers
 * (and the admin panel's build when its cache has none). Beside test:e2e, whose browsers leave
 * part of the processor idle, they do that at a lower priority (READY_NICE, which lasts through
 * their tests, then alone with each other); their tests wait for the lead's end, as a CMS test
 * beside test:e2e once failed where it never failed alone, and then run beside each other as
 * BESIDE says (figures: docs/performance.md, "The CMS pair gets ready beside the site's browsers").
 * @type {Record<string, string[]>}
 */
export const READY_BESIDE = { 'test:e2e': ['test:cms', 'test:cms:postgres'] };

/** The niceness a tier gets ready at beside its lead: the lead's processes take the processor first. */
export const READY_NICE = 10;

/** The variable that names a readied tier's go file: `go` once the lead has passed, `stop` if it failed. */
export const GO_FILE_ENV = 'NPM_TEST_GO_FILE';

/**
 * Tells the tiers readied beside a lead how it ended. Written whole (aside, then renamed), so a
 * reader never sees half of it.
 * @param {string} file
 * @param {boolean} passed
 */
export async function signalGo(file, passed) {
  await writeFile(`${file}.partial`, passed ? 'go' : 'stop');
  await rename(`${file}.partial`, file);
}

/**
 * Waits for `signalGo`: true once the lead has passed; false if it failed, or if the go file's
 * folder is gone (npm test removes it as it ends, however it ends) or `runAlive` says the run
 * that readied this tier is gone: a readied tier never waits for a run that will not answer.
 * @param {string} file
 * @param {{ everyMs?: number, runAlive?: () => boolean }} [options]
 * @returns {Promise<boolean>}
 */
export async function waitForGo(file, { everyMs = 200, runAlive = () => true } = {}) {
  for (;;) {
    const said = await readFile(file, 'utf8').catch(() => '');
    if (said === 'go' || said === 'stop') return said === 'go';
    if (!existsSync(dirname(file)) || !runAlive()) return false;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * The tiers `npm test -- [--from <tier>] [--through <tier>] [--one-at-a-time]` runs, in order:
 * from the first (or the one named by --from) through the last (or the one named by --through);
 * for each of them that has tiers readied beside it (READY_BESIDE) in the run, those tiers; and,
 * for each that has tiers beside it (BESIDE) and is not itself readied, those (none of either with
 * --one-at-a-time). An unknown tier, or a --from after the --through, is an error whose message
 * says why.
 * @param {string[]} args the arguments after `--`
 * @returns {{ tiers: string[], beside: Record<string, string[]>, ready: Record<string, string[]> } | { error: string }}
 */
export function tiersToRun(args) {
  const named = (flag, fallback) => {
    const at = args.indexOf(flag);
    return at === -1 ? fallback : args[at + 1];
  };
  const from = named('--from', TIERS[0]);
  const through = named('--through', TIERS.at(-1));
  for (const [flag, tier] of [
    ['--from', from],
    ['--through', through],
  ])
    if (!TIERS.includes(tier)) return { error: `${flag} takes one of: ${TIERS.join(', ')}` };
  const tiers = TIERS.slice(TIERS.indexOf(from), TIERS.indexOf(through) + 1);
  if (!tiers.length) return { error: `--from ${from} comes after --through ${through}: no tier to run` };
  const pairs = (table, skip = new Set()) => {
    const pairs = {};
    if (!args.includes('--one-at-a-time'))
      for (const [lead, others] of Object.entries(table)) {
        const inRun = others.filter((t) => tiers.includes(t));
        if (tiers.includes(lead) && !skip.has(lead) && inRun.length) pairs[lead] = inRun;
      }
    return pairs;
  };
  const ready = pairs(READY_BESIDE);
  return { tiers, beside: pairs(BESIDE, new Set(Object.values(ready).flat())), ready };
}
