import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A content-addressed cache of what the build draws (social cards, phones' cover copies), kept
 * between builds so that a rebuild draws only what changed. Build-only (the file system). Keys are
 * hashes of everything the result is made from; a result is written aside and renamed into place,
 * so a build running alongside never reads half a file. The deploy workflow keeps the folder
 * between runs (actions/cache); deleting it only costs the next build its drawing time. Each use
 * of an entry marks it as used; at the end of a build, what none of the last BUILD_CACHE_KEEP_BUILDS
 * builds used is swept (pruneCache), and what no build has used for BUILD_CACHE_MAX_AGE_DAYS, so the
 * cards of old titles and replaced covers do not pile up in the cache the deploy workflow keeps.
 */
export const BUILD_CACHE_DIR = 'node_modules/.cache/agency-site';
/** An entry no build has used for this long is deleted (a month: a post edited since has a new card). */
export const BUILD_CACHE_MAX_AGE_DAYS = 30;
/** And one that none of the last this many builds used (a sample build and a CMS build may share the cache). */
export const BUILD_CACHE_KEEP_BUILDS = 3;
/** Where the start times of the last builds are kept, at the cache's root. */
const BUILDS_FILE = 'builds.json';

/**
 * Record that a build started at `startedAt` (ms) and answer the start of the oldest of the last
 * BUILD_CACHE_KEEP_BUILDS builds: an entry not used since then, no build among them used.
 */
export async function recordBuild(root = join(process.cwd(), BUILD_CACHE_DIR), startedAt = Date.now()): Promise<number> {
  const file = join(root, BUILDS_FILE);
  const before = await readFile(file, 'utf8')
    .then((text) => (JSON.parse(text) as unknown[]).filter((t): t is number => typeof t === 'number'))
    .catch(() => [] as number[]);
  const builds = [...before, startedAt].sort((a, b) => a - b).slice(-BUILD_CACHE_KEEP_BUILDS);
  await mkdir(root, { recursive: true });
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, JSON.stringify(builds));
  await rename(partial, file);
  // Fewer builds recorded than that: nothing is old enough to tell yet.
  return builds.length < BUILD_CACHE_KEEP_BUILDS ? 0 : builds[0]!;
}
const DAY_MS = 24 * 60 * 60 * 1000;

/** A key for the given parts (strings, bytes or JSON values). */
export function cacheKey(...parts: Array<string | Uint8Array | unknown>): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(part instanceof Uint8Array ? part : typeof part === 'string' ? part : JSON.stringify(part));
    hash.update('\u0000');
  }
  return hash.digest('hex').slice(0, 32);
}

/** The bytes under `key` in `room`, made by `make` (and kept) when they are not there yet. */
export async function cached(
  room: string,
  key: string,
  make: () => Promise<Uint8Array>,
  root = join(process.cwd(), BUILD_CACHE_DIR),
): Promise<Uint8Array> {
  const dir = join(root, room);
  const file = join(dir, key);
  try {
    const bytes = new Uint8Array(await readFile(file));
    // Used by this build: its modification time says so to pruneCache.
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
    return bytes;
  } catch {
    /* not drawn yet */
  }
  const bytes = await make();
  await mkdir(dir, { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return bytes;
}

/**
 * Deletes the entries of every room that no build has used since `usedSince` (ms; recordBuild's
 * answer) or for `maxAgeDays` (half-written files left by a stopped build too, once as old);
 * returns how many files it deleted. The end of each build calls it (integrations/build-cache.ts).
 */
export async function pruneCache(
  root = join(process.cwd(), BUILD_CACHE_DIR),
  { maxAgeDays = BUILD_CACHE_MAX_AGE_DAYS, now = Date.now(), usedSince = 0 } = {},
): Promise<number> {
  const rooms = await readdir(root, { withFileTypes: true }).catch(() => []);
  let deleted = 0;
  for (const room of rooms.filter((entry) => entry.isDirectory())) {
    const dir = join(root, room.name);
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = join(dir, entry.name);
      const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
      if (now - mtimeMs > maxAgeDays * DAY_MS || mtimeMs < usedSince) {
        await rm(file, { force: true });
        deleted++;
      }
    }
  }
  return deleted;
}
