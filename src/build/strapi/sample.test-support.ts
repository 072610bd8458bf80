import { withListKeys } from '../../lib/blog/categories';
import type { BlogData } from '../../lib/blog/model';
import { toBlogs, toCategories } from '../../lib/strapi/mappers';
import type { SampleBlog } from './build-source';

/** For tests: the bundled sample read through the Strapi mappers, as the CMS's answers would be. */
export function fromSample(sample: SampleBlog): BlogData {
  return withListKeys(toBlogs(sample.blogs, ''), toCategories(sample.categories));
}
