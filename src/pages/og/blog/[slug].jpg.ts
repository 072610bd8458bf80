import type { APIRoute, GetStaticPaths } from 'astro';
import { PUBLIC_STRAPI_URL } from 'astro:env/client';
import heroSvg from '../../../assets/images/hero.svg?raw';
import logoSvg from '../../../assets/images/logo.svg?raw';
import poppinsBold from '@fontsource/poppins/files/poppins-latin-700-normal.woff?inline';
import { site } from '../../../config/site';
import type { Blog } from '../../../lib/blog/model';
import { postCardText } from '../../../lib/seo/post';
import { dataUrlBytes, renderOgCardCached } from '../../../build/og/card';
import { siteImageReader } from '../../../build/build-run';
import { blogData } from '../../../build/collections/blog';
import { phoneCoverSource } from '../../../build/phone-cover';
import { MEDIA_URL } from 'astro:env/server';

/** A card for every post without its own share image (lib/seo/post.ts postHead links to it). */
export const getStaticPaths = (async () => {
  const { posts } = await blogData();
  return posts.filter((post) => post.slug && !post.seo?.image).map((post) => ({ params: { slug: post.slug! }, props: { post } }));
}) satisfies GetStaticPaths;

/**
 * The post's social card (1200x630 JPEG): its title, category and author on the brand card, with
 * its cover cropped around the editor's focal point (the illustration when it has none or it
 * cannot be read).
 */
export const GET: APIRoute<{ post: Blog }> = async ({ props }) => {
  const { title, line } = postCardText(props.post, site.name);
  const image = props.post.coverImage;
  const bytes = image ? await siteImageReader(PUBLIC_STRAPI_URL, MEDIA_URL)(phoneCoverSource(image)) : null;
  const card = await renderOgCardCached({
    logoSvg,
    artSvg: heroSvg,
    name: title,
    tagline: line,
    font: dataUrlBytes(poppinsBold),
    titleSize: 40,
    cover: bytes && image ? { bytes, focalPoint: image.focalPoint } : null,
  });
  return new Response(new Uint8Array(card), { headers: { 'Content-Type': 'image/jpeg' } });
};
