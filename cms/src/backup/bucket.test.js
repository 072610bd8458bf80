import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import bucket from './bucket.js';

const { backupBucket, backupName, retried } = bucket;

const ERROR_XML = (code) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;

/**
 * A store on loopback that answers each PutObject as `script` says for that attempt: 'drop' reads
 * part of the body and closes the connection, 'silent' reads it all and never answers, a number
 * answers that status, 'ok' keeps the body.
 */
async function storeAnswering(script) {
  const attempts = [];
  const kept = [];
  const server = createServer((req, res) => {
    const plan = script[Math.min(attempts.length, script.length - 1)];
    attempts.push({ method: req.method, url: req.url, plan, ifNoneMatch: req.headers['if-none-match'] });
    if (plan === 'drop') {
      req.once('data', () => req.socket.destroy());
      return;
    }
    if (plan === 'silent') {
      req.resume();
      return;
    }
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      if (plan === 'ok') {
        kept.push({ path: new URL(req.url, 'http://store').pathname, body: Buffer.concat(chunks) });
        res.writeHead(200, { ETag: '"1"' }).end();
      } else {
        const code = { 403: 'AccessDenied', 412: 'PreconditionFailed' }[plan] ?? 'InternalError';
        res.writeHead(plan, { 'Content-Type': 'application/xml' }).end(ERROR_XML(code));
      }
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const env = {
    BACKUP_S3_BUCKET: 'agency-backups',
    BACKUP_S3_ENDPOINT: `http://127.0.0.1:${server.address().port}`,
    BACKUP_S3_REGION: 'us-east-1',
    BACKUP_S3_PATH_STYLE: 'true',
    BACKUP_S3_ACCESS_KEY_ID: 'backup-key',
    BACKUP_S3_SECRET_ACCESS_KEY: 'backup-secret',
  };
  return {
    env,
    attempts,
    kept,
    close: () => {
      server.closeAllConnections();
      return new Promise((r) => server.close(r));
    },
  };
}

describe('put: a backup reaches its bucket whole, once, through a connection that fails', () => {
  let dir;
  let file;
  let store;
  const name = backupName(new Date('2026-12-02T03:00:00Z'));
  // Some megabytes, so that a connection dropped at its first bytes has most of the body still to send.
  const sealed = randomBytes(4 * 1024 * 1024);

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bucket-test-'));
    file = path.join(dir, name);
    writeFileSync(file, sealed);
  });
  afterEach(async () => {
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the file again after a connection dropped halfway, and the store keeps every byte once', async () => {
    store = await storeAnswering(['drop', 'ok']);
    await backupBucket(store.env, { pauses: [0, 0] }).put(file, name);
    expect(store.attempts.map((a) => a.plan)).toEqual(['drop', 'ok']);
    expect(store.kept).toHaveLength(1);
    expect(store.kept[0].path).toBe(`/agency-backups/${name}`);
    expect(store.kept[0].body.equals(readFileSync(file))).toBe(true);
  });

  it('tries again while the store fails or asks to slow down (503, then 429)', async () => {
    store = await storeAnswering([503, 429, 'ok']);
    await backupBucket(store.env, { pauses: [0, 0] }).put(file, name);
    expect(store.attempts).toHaveLength(3);
    expect(store.kept).toHaveLength(1);
    expect(store.kept[0].body.equals(sealed)).toBe(true);
  });

  it('says how often it tried when the store keeps failing, and stops at three', async () => {
    store = await storeAnswering([500]);
    await expect(backupBucket(store.env, { pauses: [0, 0] }).put(file, name)).rejects.toThrow(
      `The backup ${name} could not be put in the bucket agency-backups (3 attempts, HTTP 500)`,
    );
    expect(store.attempts).toHaveLength(3);
    expect(store.kept).toHaveLength(0);
  });

  it('gives up on a store that keeps the connection open and never answers, and tries again', async () => {
    store = await storeAnswering(['silent', 'ok']);
    await backupBucket(store.env, { pauses: [0, 0], idleTimeout: 300 }).put(file, name);
    expect(store.attempts.map((a) => a.plan)).toEqual(['silent', 'ok']);
    expect(store.kept).toHaveLength(1);
    expect(store.kept[0].body.equals(sealed)).toBe(true);
  });

  it('tries again on a store that gave up on a slow upload (408), not on one that lacks a feature (501)', async () => {
    store = await storeAnswering([408, 'ok']);
    await backupBucket(store.env, { pauses: [0, 0] }).put(file, name);
    expect(store.attempts).toHaveLength(2);
    await store.close();
    store = await storeAnswering([501, 'ok']);
    await expect(backupBucket(store.env, { pauses: [0, 0] }).put(file, name)).rejects.toThrow('(one attempt, HTTP 501)');
    expect(store.attempts).toHaveLength(1);
  });

  it('does not knock again on a refusal (403): a key without the right to put stays without it', async () => {
    store = await storeAnswering([403, 'ok']);
    await expect(backupBucket(store.env, { pauses: [0, 0] }).put(file, name)).rejects.toThrow('(one attempt, HTTP 403)');
    expect(store.attempts).toHaveLength(1);
    expect(store.kept).toHaveLength(0);
  });
});

describe('no put replaces an object: the host’s key adds, never overwrites', () => {
  let store;
  let dir;
  afterEach(async () => {
    await store?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('a backup is put only where nothing is (If-None-Match: *, every attempt), and a name already taken is final', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bucket-test-'));
    const name = backupName(new Date('2026-12-02T03:00:00Z'));
    writeFileSync(path.join(dir, name), randomBytes(1024));
    store = await storeAnswering([503, 'ok']);
    await backupBucket(store.env, { pauses: [0, 0] }).put(path.join(dir, name), name);
    expect(store.attempts.map((a) => a.ifNoneMatch)).toEqual(['*', '*']);
    await store.close();
    store = await storeAnswering([412, 'ok']);
    await expect(backupBucket(store.env, { pauses: [0, 0] }).put(path.join(dir, name), name)).rejects.toThrow('(one attempt, HTTP 412)');
    expect(store.kept).toHaveLength(0);
  });

  it('putNew says whether it added the object: true where none was, false where one is (412)', async () => {
    store = await storeAnswering(['ok', 412]);
    const b = backupBucket(store.env, { pauses: [0, 0] });
    expect(await b.putNew('erasures/000000000001.json', '{}')).toBe(true);
    expect(await b.putNew('erasures/000000000001.json', '{}')).toBe(false);
    expect(store.attempts.map((a) => [a.method, a.ifNoneMatch])).toEqual([
      ['PUT', '*'],
      ['PUT', '*'],
    ]);
  });
});

describe('retried: the pauses between attempts', () => {
  it('waits each pause in turn before the next attempt, and says the last error once, without a doubled full stop', async () => {
    const slept = [];
    const attempt = async () => {
      throw Object.assign(new Error('Service Unavailable.'), { $metadata: { httpStatusCode: 503 } });
    };
    const sleep = async (ms) => void slept.push(ms);
    await expect(retried(attempt, { pauses: [1000, 5000], what: 'The backup x could not be put', sleep })).rejects.toThrow(
      /^The backup x could not be put \(3 attempts, HTTP 503\): Service Unavailable\.$/,
    );
    expect(slept).toEqual([1000, 5000]);
  });
});
