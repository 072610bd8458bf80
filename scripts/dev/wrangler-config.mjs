// wrangler.jsonc read as wrangler reads it: JSON with comments and trailing commas.
import { readFileSync } from 'node:fs';

/** The text without its // and /* *\/ comments, strings left whole. */
export function withoutComments(text) {
  return text.replace(/"(?:[^"\\]|\\.)*"|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (match) => (match.startsWith('"') ? match : ''));
}

/** The text without a comma before a closing bracket or brace, strings left whole. */
export function withoutTrailingCommas(text) {
  return text.replace(/"(?:[^"\\]|\\.)*"|,(?=\s*[}\]])/g, (match) => (match.startsWith('"') ? match : ''));
}

/** @param {string} path */
export function readWranglerConfig(path) {
  return JSON.parse(withoutTrailingCommas(withoutComments(readFileSync(path, 'utf8'))));
}
