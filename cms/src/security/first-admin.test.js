import { describe, expect, it, vi } from 'vitest';
import firstAdmin from './first-admin.js';

const { REGISTRATION_CLOSED, firstAdminFromEnv, ensureFirstAdmin, isRegistration, closedRegistration } = firstAdmin;
const GOOD = { CMS_ADMIN_EMAIL: 'Owner@Agency.test', CMS_ADMIN_PASSWORD: 'Tide-lamp-4-harbour' };

describe('the first administrator named in the environment', () => {
  it('is read with defaults for the names, the e-mail in lower case', () => {
    expect(firstAdminFromEnv(GOOD)).toEqual({
      email: 'owner@agency.test',
      password: GOOD.CMS_ADMIN_PASSWORD,
      firstname: 'Administrator',
      lastname: null,
    });
    expect(firstAdminFromEnv({ ...GOOD, CMS_ADMIN_FIRSTNAME: ' Ada ', CMS_ADMIN_LASTNAME: 'Lovelace' })).toMatchObject({
      firstname: 'Ada',
      lastname: 'Lovelace',
    });
  });

  it('is none when neither variable is set', () => {
    expect(firstAdminFromEnv({})).toBeNull();
    expect(firstAdminFromEnv({ CMS_ADMIN_EMAIL: ' ', CMS_ADMIN_PASSWORD: '' })).toBeNull();
  });

  it.each([
    ['an e-mail without a password', { CMS_ADMIN_EMAIL: 'owner@agency.test' }, 'CMS_ADMIN_PASSWORD is shorter than 12 characters'],
    ['a password without an e-mail', { CMS_ADMIN_PASSWORD: GOOD.CMS_ADMIN_PASSWORD }, 'CMS_ADMIN_EMAIL is not an e-mail address'],
    ['a short password', { ...GOOD, CMS_ADMIN_PASSWORD: 'Short-1' }, 'shorter than 12'],
    ['a password of one case', { ...GOOD, CMS_ADMIN_PASSWORD: 'tide-lamp-4-harbour' }, 'a lower-case letter, a capital and a digit'],
    ['a password without a digit', { ...GOOD, CMS_ADMIN_PASSWORD: 'Tide-lamp-harbour' }, 'a lower-case letter, a capital and a digit'],
    ['a placeholder password', { ...GOOD, CMS_ADMIN_PASSWORD: 'ChangeMe-12345' }, 'holds a placeholder'],
  ])('refuses %s', (_, env, message) => {
    expect(() => firstAdminFromEnv(env)).toThrow(message);
  });
});

function fakeStrapi({ exists = false, createFails = false } = {}) {
  const state = { exists, created: [] };
  const users = {
    exists: vi.fn(async () => state.exists),
    createFirstAdmin: vi.fn(async (attrs) => {
      if (createFails) {
        // Another instance won the race: its administrator now exists.
        state.exists = true;
        throw new Error('You cannot register a new super admin');
      }
      state.created.push(attrs);
      state.exists = true;
    }),
  };
  const log = { info: vi.fn(), warn: vi.fn() };
  return { strapi: { service: (uid) => (uid === 'admin::user' ? users : null), log }, users, log, state };
}

describe('ensureFirstAdmin at each start', () => {
  it('creates the named administrator on a CMS that has none', async () => {
    const { strapi, state, log } = fakeStrapi();
    expect(await ensureFirstAdmin(strapi, { ...GOOD, NODE_ENV: 'production' })).toBe('created');
    expect(state.created).toEqual([
      { email: 'owner@agency.test', password: GOOD.CMS_ADMIN_PASSWORD, firstname: 'Administrator', lastname: null },
    ]);
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('owner@agency.test'));
  });

  it('changes nothing once an administrator exists', async () => {
    const { strapi, users } = fakeStrapi({ exists: true });
    expect(await ensureFirstAdmin(strapi, { ...GOOD, NODE_ENV: 'production' })).toBe('exists');
    expect(users.createFirstAdmin).not.toHaveBeenCalled();
  });

  it('lets the other instance win a race for the first administrator', async () => {
    const { strapi } = fakeStrapi({ createFails: true });
    expect(await ensureFirstAdmin(strapi, { ...GOOD, NODE_ENV: 'production' })).toBe('exists');
  });

  // Development too: Strapi's CLI writes NODE_ENV=development into a start that forgot it.
  it.each([{ NODE_ENV: 'production' }, { NODE_ENV: 'development' }, {}])(
    'says how to make one when the CMS has none and names none (%j)',
    async (env) => {
      const { strapi, log, users } = fakeStrapi();
      expect(await ensureFirstAdmin(strapi, env)).toBe('none');
      expect(users.createFirstAdmin).not.toHaveBeenCalled();
      expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD'));
    },
  );
});

describe("the admin's self-registration", () => {
  it.each(['/admin/register-admin', '/ADMIN/Register-Admin', '/admin/register-admin/', '/admin/register-admin//'])(
    'recognises %s',
    (path) => {
      expect(isRegistration(path)).toBe(true);
    },
  );
  it.each(['/admin/login', '/admin/registration-info', '/admin/register', '/api/admin/register-admin'])('leaves %s alone', (path) => {
    expect(isRegistration(path)).toBe(false);
  });

  const run = async (path, env) => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = env;
    try {
      const ctx = { path, status: 404, body: undefined };
      const next = vi.fn(async () => {
        ctx.status = 200;
      });
      await closedRegistration()(ctx, next);
      return { ctx, next };
    } finally {
      if (saved === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = saved;
    }
  };

  // Whatever the start says of itself: Strapi rewrites NODE_ENV, so the door never reads it.
  it.each(['production', 'development', '', 'staging'])(
    'answers 403 with the way in, without reaching Strapi, with NODE_ENV=%j',
    async (env) => {
      const { ctx, next } = await run('/admin/register-admin', env);
      expect(next).not.toHaveBeenCalled();
      expect(ctx.status).toBe(403);
      expect(ctx.body.error).toMatchObject({ status: 403, name: 'ForbiddenError', message: REGISTRATION_CLOSED });
    },
  );

  it('passes every other request on', async () => {
    const { ctx, next } = await run('/admin/login', 'development');
    expect(next).toHaveBeenCalledOnce();
    expect(ctx.status).toBe(200);
  });
});
