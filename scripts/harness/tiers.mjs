// The tiers of `npm test` (scripts/harness/test.mjs) and which of them one call runs.

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
 * The tiers `npm test -- [--from <tier>] [--through <tier>] [--one-at-a-time]` runs, in order:
 * from the first (or the one named by --from) through the last (or the one named by --through);
 * and, for each of them that has tiers beside it (BESIDE) in the run, those tiers (none with
 * --one-at-a-time). An unknown tier, or a --from after the --through, is an error whose message
 * says why.
 * @param {string[]} args the arguments after `--`
 * @returns {{ tiers: string[], beside: Record<string, string[]> } | { error: string }}
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
  const beside = {};
  if (!args.includes('--one-at-a-time'))
    for (const [lead, others] of Object.entries(BESIDE)) {
      const inRun = others.filter((t) => tiers.includes(t));
      if (tiers.includes(lead) && inRun.length) beside[lead] = inRun;
    }
  return { tiers, beside };
}
