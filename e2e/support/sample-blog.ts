import { readFileSync } from 'node:fs';
import { fromSample } from '../../src/build/strapi/sample.test-support';

const read = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../src/data/sample-blog/${name}.json`, import.meta.url), 'utf8'));

/**
 * The bundled sample blog the e2e build (dist/) was made from, read as the build reads it
 * (src/build/strapi/build-source.ts), so the tests follow the content whatever it holds.
 */
export const sampleBlog = fromSample({ blogs: read('blogs'), categories: read('categories') });
