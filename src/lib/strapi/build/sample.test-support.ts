import { withListKeys } from '../../blog/categories';
import type { BlogData } from '../../blog/model';
import { toBlogs, toCategories } from '../mappers';
import type { SampleBlog } from './build-source';

/** For tests: the bundled sample read through the Strapi mappers, as the CMS's answers would be. */
export function fromSample(sample: SampleBlog): BlogData {
  return withListKeys(toBlogs(sample.blogs, ''), toCategories(sample.categories));
}
