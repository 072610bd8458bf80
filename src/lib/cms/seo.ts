import { plainText, truncate, type Blog } from './mappers';

/** schema.org BlogPosting for a post page. */
export function blogPostingJsonLd(post: Blog, url: string, publisher: string, origin: string | URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: truncate(plainText(post.content), 155) || undefined,
    url,
    mainEntityOfPage: url,
    datePublished: post.publishedAt ?? undefined,
    image: post.coverImage ? new URL(post.coverImage.url, origin).href : undefined,
    author: post.author ? { '@type': 'Person', name: post.author.name } : { '@type': 'Organization', name: publisher },
    publisher: { '@type': 'Organization', name: publisher },
  };
}
