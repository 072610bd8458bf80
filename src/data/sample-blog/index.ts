import blogs from './blogs.json';
import categories from './categories.json';

/**
 * The sample blog the site shows without a CMS, in Strapi 5's response shape: the answers of
 * `GET /api/blogs` and `GET /api/categories` (src/build/strapi/build-source.ts reads it with the mappers).
 */
export const sampleBlog = { blogs, categories };
