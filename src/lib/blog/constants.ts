/** Blog texts, limits and fallbacks of product §2 Blog, §8 and §9: the one place for each. */
export const BLOG = {
  homeCount: 3,
  pageSize: 6,
  suggestionsMax: 5,
  carouselAutoplayMs: 5000,
  /** Page size used when the build pages through every post. */
  buildPageSize: 100,
  /** The posts the RSS feed carries, newest first: readers poll it for what is new. */
  rssItems: 50,
  titleMax: { home: 45, list: 50 },
  excerptMax: { home: 80, list: 140 },
  untitled: 'Untitled Blog',
  noExcerpt: 'No content available',
  noCategory: 'No Category',
  categoryFallback: { home: 'Insights', list: 'Category' },
  unpublished: { home: 'Coming Soon', list: 'Unpublished', post: 'Unpublished' },
} as const;

export const BLOG_MESSAGES = {
  empty: 'No blogs found. Try changing your search or filters.',
  listError: 'Failed to load blogs. Please try again later.',
  missingSlugOnList: 'Cannot open blog post: Missing slug...',
  invalidSlug: 'Invalid blog URL: Slug is missing',
  notFound: 'Blog post not found',
  detailError: 'Failed to load blog post. Please try again later.',
  notFoundHeading: 'Blog Post Not Found',
  notFoundPanel:
    "The blog post you're looking for doesn't exist or has been removed. Please ensure the blog has a valid 'slug' field in Strapi.",
  noContent: 'No content available for this blog post.',
  generic: 'Something went wrong. Please try again later.',
} as const;

export type CardVariant = 'home' | 'list';
