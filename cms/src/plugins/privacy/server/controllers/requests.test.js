import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';

// CommonJS as Strapi loads it: one instance of the rules' errors for the controller and this test.
const require = createRequire(import.meta.url);
const controller = require('./requests.js');
const { ErasureConflict, ErasureNotLogged } = require('../rules.js');

/** The plugin's service, as the controller reaches it, doing what `erase` is told to. */
function fakeStrapi(erase) {
  const service = { erase: vi.fn(erase), logWhere: () => 's3://agency-backups/erasures/' };
  return { strapi: { plugin: () => ({ service: () => service }), log: { error: vi.fn() } }, service };
}
const context = (body) => ({ request: { body }, state: { user: { id: 1, firstname: 'Olu' } }, status: 200, body: undefined, set: vi.fn() });
const shown = { email: 'Ada@Example.com', ids: ['d1'] };

/** The erase route asked for what was shown while the service throws `error`. */
async function eraseFailing(error) {
  const { strapi } = fakeStrapi(async () => {
    throw error;
  });
  const ctx = context(shown);
  await controller({ strapi }).erase(ctx);
  return { strapi, ctx };
}

describe('POST /privacy/erasures, when what it passes through fails', () => {
  it('the erasure log out of reach: 503, nothing erased, and where the log should be', async () => {
    const { strapi, ctx } = await eraseFailing(new ErasureNotLogged('bucket gone'));
    expect(ctx.status).toBe(503);
    expect(ctx.body.error.message).toBe(
      'Nothing was erased: the erasure could not be logged beside the backups (s3://agency-backups/erasures/), where it must be so that no restore brings these enquiries back. Try again in a few minutes.',
    );
    expect(strapi.log.error).toHaveBeenCalledWith(expect.stringContaining('bucket gone'));
  });

  it('an enquiry that arrived since: 409 with the reason', async () => {
    const { ctx } = await eraseFailing(
      new ErasureConflict('This address has 2 enquiries now, not the 1 you were shown: nothing was erased. Find them again first.'),
    );
    expect(ctx.status).toBe(409);
    expect(ctx.body.error.message).toMatch(/nothing was erased/);
  });

  it('anything else is not dressed up as a refusal', async () => {
    const { strapi } = fakeStrapi(async () => {
      throw new Error('database gone');
    });
    await expect(controller({ strapi }).erase(context(shown))).rejects.toThrow('database gone');
  });

  it.each([
    [{ email: 'not an address', ids: ['d1'] }, 'Type the e-mail address the person wrote to you from.'],
    [{ email: 'ada@example.com', ids: [] }, 'Say which enquiries you were shown (ids).'],
    [{ email: 'ada@example.com', ids: ['../../etc'] }, 'Say which enquiries you were shown (ids).'],
  ])('refuses %j with 400 before erasing anything', async (body, message) => {
    const { strapi, service } = fakeStrapi(async () => ({}));
    const ctx = context(body);
    await controller({ strapi }).erase(ctx);
    expect(ctx.status).toBe(400);
    expect(ctx.body.error.message).toBe(message);
    expect(service.erase).not.toHaveBeenCalled();
  });

  it('erases what was shown, named by who erased it', async () => {
    const { strapi, service } = fakeStrapi(async () => ({ erased: 1 }));
    const ctx = context(shown);
    await controller({ strapi }).erase(ctx);
    expect(ctx.body).toEqual({ data: { erased: 1 } });
    expect(service.erase).toHaveBeenCalledWith('ada@example.com', { ids: ['d1'], by: 'Olu (administrator 1)' });
  });
});
