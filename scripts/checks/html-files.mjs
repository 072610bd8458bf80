import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every .html file below `dir`, as paths that start with `dir`. */
export function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}
