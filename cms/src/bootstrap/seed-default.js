/**
 * The sample articles (and their draft) are loaded only where asked: local authoring
 * (`npm run cms` sets SEED_SAMPLE_CONTENT=true) and the tests (scripts/harness/strapi-env.mjs).
 * A production start with the variable unset, or set to anything but `true`, seeds nothing.
 * @param {CmsEnv} env
 */
function shouldSeedSample(env) {
  return (
    String(env.SEED_SAMPLE_CONTENT ?? '')
      .trim()
      .toLowerCase() === 'true'
  );
}

module.exports = { shouldSeedSample };
