import { plainText } from './format';
import type { Blog } from './model';
import { truncate } from './truncate';

/** The meta description of a post: the start of its text, or a sentence naming it. */
export function postDescription(post: Blog, siteName: string): string {
  return truncate(plainText(post.content) || `${post.title}: an article from the ${siteName} blog.`, 155);
}

/** schema.org BlogPosting for a post page. */
export function blogPostingJsonLd(post: Blog, url: string, publisher: string, origin: string | URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: postDescription(post, publisher),
    url,
    mainEntityOfPage: url,
    datePublished: post.publishedAt ?? undefined,
    image: post.coverImage ? new URL(post.coverImage.url, origin).href : undefined,
    author: post.author ? { '@type': 'Person', name: post.author.name } : { '@type': 'Organization', name: publisher },
    publisher: { '@type': 'Organization', name: publisher },
  };
}
