import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV } from './env';
import { envSchema } from './env-schema';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const names = Object.values(ENV);

describe('environment names', () => {
  it('astro:env knows exactly these', () => {
    expect(Object.keys(envSchema).sort()).toEqual([...names].sort());
  });

  it('only PUBLIC_ ones reach the browser', () => {
    for (const [name, field] of Object.entries(envSchema)) {
      expect(field.context === 'client', name).toBe(name.startsWith('PUBLIC_'));
    }
  });

  // The contract with whoever deploys: each name is documented and set where the site is built.
  it.each(['README.md', '.env.example', '.github/workflows/deploy.yml'])('%s names every one', (file) => {
    const text = read(file);
    expect(names.filter((name) => !text.includes(name))).toEqual([]);
  });
});
