import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A content-addressed cache of what the build draws (social cards, phones' cover copies), kept
 * between builds so that a rebuild draws only what changed. Build-only (the file system). Keys are
 * hashes of everything the result is made from; a result is written aside and renamed into place,
 * so a build running alongside never reads half a file. The deploy workflow keeps the folder
 * between runs (actions/cache); deleting it only costs the next build its drawing time.
 */
export const BUILD_CACHE_DIR = 'node_modules/.cache/agency-site';

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
    return new Uint8Array(await readFile(file));
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
