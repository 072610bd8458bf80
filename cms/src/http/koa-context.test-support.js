/**
 * A Koa-like request context and a stand-in for the rest of Strapi, for the micro-cache's tests
 * (micro-cache.test.js and its slow tier, micro-cache.slow.test.js).
 */
/** A Koa-like context for one request. */
function request(url, { method = 'GET', headers = {} } = {}) {
  const out = {};
  const ctx = {
    method,
    url,
    path: url.split('?')[0],
    querystring: url.split('?')[1] ?? '',
    status: 404,
    body: undefined,
    type: '',
    get: (name) => headers[name.toLowerCase()] ?? '',
    set: (k, v) => (out[k] = v),
  };
  return { ctx, out };
}

/** The rest of Strapi: answers after `delay` ms with a fresh body, counting its calls. */
function strapi({ status = 200, delay = 0 } = {}) {
  let calls = 0;
  const next = (ctx) => async () => {
    calls++;
    if (delay) await new Promise((r) => setTimeout(r, delay));
    ctx.status = status;
    ctx.body = status === 200 ? { data: [{ id: calls }] } : { error: 'x' };
  };
  return {
    next,
    get calls() {
      return calls;
    },
  };
}

module.exports = { request, strapi };
