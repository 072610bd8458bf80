import { ROUTES, blogHref, categoryPageHref, postCardHref, SITE_CARD_PATH } from '../../config/routes';
import { breadcrumbJsonLd, type Crumb } from './page';
import { BLOG } from '../blog/constants';
import { plainText } from '../blog/format';
import type { Blog, Category } from '../blog/model';
import { truncate } from '../blog/truncate';

/** Longest title a post's social card shows (three lines of its text box), cut at a word. */
export const CARD_TITLE_MAX = 90;

/** The card's text of a post: its title, cut to fit, and "Category · Author" below it. */
export function postCardText(post: Blog, siteName: string): { title: string; line: string } {
  return {
    title: truncate(post.title, CARD_TITLE_MAX),
    line: `${post.category?.name ?? BLOG.noCategory} · ${post.author?.name ?? siteName}`,
  };
}

/** What a post's <head> says: the editor's SEO fields, else what the post itself gives. */
export interface PostHead {
  title: string;
  description: string;
  /** Site-relative or absolute: the editor's share image, else the card the build draws for it. */
  image: string;
  noindex: boolean;
}

/**
 * The head of a post page: the editor's meta title, description, share image and noindex, each
 * falling back to the post's title, the start of its text, and its own social card (title,
 * category and author on the brand card), so a shared link never shows the generic card.
 */
export function postHead(post: Blog, siteName: string): PostHead {
  return {
    title: post.seo?.title ?? post.title,
    description: post.seo?.description ?? postDescription(post, siteName),
    image: post.seo?.image?.url ?? (post.slug ? postCardHref(post.slug) : SITE_CARD_PATH),
    noindex: post.seo?.noindex ?? false,
  };
}

/** The meta description of a post: the start of its text, or a sentence naming it. */
export function postDescription(post: Blog, siteName: string): string {
  return truncate(plainText(post.content) || `${post.title}: an article from the ${siteName} blog.`, 155);
}

/** schema.org BlogPosting for a post page. */
export function blogPostingJsonLd(post: Blog, url: string, publisher: string, origin: string | URL) {
  const head = postHead(post, publisher);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: head.title,
    description: head.description,
    url,
    mainEntityOfPage: url,
    datePublished: post.publishedAt ?? undefined,
    image: new URL(head.image, origin).href,
    author: post.author ? { '@type': 'Person', name: post.author.name } : { '@type': 'Organization', name: publisher },
    publisher: { '@type': 'Organization', name: publisher },
  };
}

/** The first step of every blog trail (product §2: the breadcrumb "Blogs"). */
const BLOG_CRUMB: Crumb = { name: 'Blogs', href: ROUTES.blog };

/** The trail a post shows above its title: Blogs, then the post (its own page when it has a slug). */
export function postBreadcrumb(post: Pick<Blog, 'title' | 'slug'>): Crumb[] {
  return [BLOG_CRUMB, { name: post.title, href: post.slug ? blogHref(post.slug) : ROUTES.blog }];
}

/** The trail a category's page shows: the blog, then the category. */
export function categoryBreadcrumb(category: Pick<Category, 'key' | 'name'>): Crumb[] {
  return [BLOG_CRUMB, { name: category.name, href: categoryPageHref(category.key) }];
}

/**
 * A post page's head: the editor's SEO fields, else the post's own title, first words and social
 * card (postHead); and its structured data, the article and its breadcrumb, at `url` of `origin`.
 */
export function postPageHead(post: Blog, url: string, siteName: string, origin: string | URL) {
  return {
    ...postHead(post, siteName),
    jsonLd: [blogPostingJsonLd(post, url, siteName, origin), breadcrumbJsonLd(postBreadcrumb(post), origin)],
  };
}
