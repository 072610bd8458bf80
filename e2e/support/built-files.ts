import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, however deep. */
export function builtFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? builtFiles(join(dir, name)) : [join(dir, name)]));
}

/**
 * The files of the given builds that contain any of `needles`, as `file: needle` lines (empty when
 * none does). Every file is read (pages, sitemaps, RSS, JSON, scripts, images as bytes); a build
 * folder that does not exist is an error, never a pass.
 */
export function filesContaining(dirs: readonly string[], needles: readonly string[]): string[] {
  const found: string[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) throw new Error(`${dir} does not exist: build it before searching it.`);
    for (const file of builtFiles(dir)) {
      const text = readFileSync(file, 'latin1');
      for (const needle of needles) if (text.includes(needle)) found.push(`${file}: ${needle}`);
    }
  }
  return found;
}
