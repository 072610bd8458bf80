import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import secrets from './secrets.js';

const { SECRET_NAMES, secretProblems, assertUsableSecrets } = secrets;
const fresh = () => randomBytes(16).toString('base64');
const good = () => Object.fromEntries(SECRET_NAMES.map((n) => [n, n === 'APP_KEYS' ? `${fresh()},${fresh()}` : fresh()]));

describe('the CMS refuses known or missing secrets', () => {
  it('fresh random secrets are accepted', () => {
    expect(secretProblems(good())).toEqual([]);
    expect(() => assertUsableSecrets(good())).not.toThrow();
  });

  it.each([
    ['the old example APP_KEYS', { APP_KEYS: 'key1,key2' }, 'APP_KEYS holds a placeholder'],
    ["Strapi's template value", { APP_KEYS: 'toBeModified1,toBeModified2' }, 'APP_KEYS holds a placeholder'],
    ['one good key and one placeholder', { APP_KEYS: `${fresh()},key2` }, 'APP_KEYS holds a placeholder'],
    ['an empty salt', { API_TOKEN_SALT: '' }, 'API_TOKEN_SALT is not set'],
    ['a missing JWT secret', { JWT_SECRET: undefined }, 'JWT_SECRET is not set'],
    ['a short secret', { ADMIN_JWT_SECRET: 'abc123' }, 'ADMIN_JWT_SECRET holds a placeholder or too short a value'],
    ['a long placeholder', { ENCRYPTION_KEY: 'tobemodified-tobemodified' }, 'ENCRYPTION_KEY holds a placeholder'],
    ['one repeated character', { TRANSFER_TOKEN_SALT: 'aaaaaaaaaaaaaaaaaaaaaaaa' }, 'TRANSFER_TOKEN_SALT holds a placeholder'],
  ])('%s', (_name, override, problem) => {
    const env = { ...good(), ...override };
    expect(secretProblems(env).join('; ')).toContain(problem);
    expect(() => assertUsableSecrets(env)).toThrow(/will not start.*randomBytes/);
  });
});
