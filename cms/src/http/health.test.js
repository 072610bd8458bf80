import { describe, expect, it, vi } from 'vitest';
import health from './health.js';
import support from './koa-context.test-support.js';

const { healthAnswer } = health;
const { request } = support;
const TOKEN = 'a-monitor-token-of-some-length';
/** A Strapi whose store holds one good backup, and whose own answer to /_health is 204. */
const strapi = () => ({
  store: () => ({ get: vi.fn(async () => ({ lastSuccessAt: '2026-11-28T03:30:00.000Z' })) }),
  log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
});
const env = { HEALTH_TOKEN: TOKEN, BACKUP_S3_BUCKET: 'b', BACKUP_ENCRYPTION_KEY: 'k'.repeat(32) };

async function ask(headers, environment = env) {
  const { ctx } = request('/_health', { headers });
  await healthAnswer(/** @type {never} */ (strapi()), environment)(/** @type {never} */ (ctx), async () => {
    ctx.status = 204;
  });
  return ctx;
}

describe('/_health: up or down for anyone, the details behind a token', () => {
  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: `Bearer ${TOKEN}x` }],
    ['the token without its scheme', { authorization: TOKEN }],
    ['a prefix of the token', { authorization: `Bearer ${TOKEN.slice(0, 8)}` }],
  ])('%s: only that it is up', async (_, headers) => {
    const ctx = await ask(headers);
    expect(ctx.status).toBe(200);
    expect(ctx.body).toEqual({ status: 'ok' });
  });

  it('the token: the backups too', async () => {
    const ctx = await ask({ authorization: `Bearer ${TOKEN}` });
    expect(ctx.body).toEqual({
      status: 'ok',
      backups: { scheduled: true, lastGoodBackup: '2026-11-28T03:30:00.000Z', overdue: expect.any(Boolean) },
    });
  });

  it('no token set: nobody gets the details, whatever they send', async () => {
    const ctx = await ask({ authorization: 'Bearer ' }, { ...env, HEALTH_TOKEN: '' });
    expect(ctx.body).toEqual({ status: 'ok' });
    const undefinedToken = await ask({ authorization: 'Bearer undefined' }, { ...env, HEALTH_TOKEN: undefined });
    expect(undefinedToken.body).toEqual({ status: 'ok' });
  });
});
