import { describe, expect, it } from 'vitest';
import seedDefault from './seed-default.js';

describe('the sample content is seeded only where asked', () => {
  it.each([
    [{}, false],
    [{ NODE_ENV: 'production' }, false],
    [{ SEED_SAMPLE_CONTENT: '' }, false],
    [{ SEED_SAMPLE_CONTENT: 'false' }, false],
    [{ SEED_SAMPLE_CONTENT: '1' }, false],
    [{ SEED_SAMPLE_CONTENT: 'true' }, true],
    [{ SEED_SAMPLE_CONTENT: 'TRUE ' }, true],
  ])('%o: %s', (env, seeds) => {
    expect(seedDefault.shouldSeedSample(env)).toBe(seeds);
  });
});
