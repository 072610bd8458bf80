// The tiers of `npm test` (scripts/test.mjs) and which of them one call runs.

/** The tiers, cheapest first; the first four need nothing but `npm install`. */
export const TIERS = ['check', 'lint', 'test:unit', 'test:slow', 'test:cms:unit', 'test:e2e', 'test:cms', 'test:cms:postgres'];

/**
 * The tiers `npm test -- [--from <tier>] [--through <tier>]` runs, in order: from the first (or
 * the one named by --from) through the last (or the one named by --through). An unknown tier, or
 * a --from after the --through, is an error whose message says why.
 * @param {string[]} args the arguments after `--`
 * @returns {{ tiers: string[] } | { error: string }}
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
  return tiers.length ? { tiers } : { error: `--from ${from} comes after --through ${through}: no tier to run` };
}
