import { readFileSync } from 'node:fs';
import { withListKeys } from '../../src/lib/cms/list-data';
import { toBlogs, toCategories } from '../../src/lib/cms/mappers';

const read = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../src/data/sample-blog/${name}.json`, import.meta.url), 'utf8'));

/**
 * The bundled sample blog the e2e build (dist/) was made from, read as the build reads it
 * (lib/cms/source.ts), so the tests follow the content whatever it holds.
 */
export const sampleBlog = withListKeys(toBlogs(read('blogs'), ''), toCategories(read('categories')));
