import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { focalWindow } from '../src/build/og/focal-crop';
import { OG_COVER_BOX } from '../src/build/og/card';
import { blogHref, postCardHref, ROUTES } from '../src/config/routes';
import { sampleBlog } from './support/sample-blog';

/**
 * The editor's focal point kept in view wherever a cover is cropped: the sample's health-check
 * post has a square cover (its monitor on top, the report it makes below) with its focal point near
 * the top left. What the browser draws is compared, pixel by pixel, with the region of the
 * source the focal point asks for and with the centre's: it must be the first.
 */
const post = sampleBlog.posts.find((p) => p.coverImage?.focalPoint)!;
const source = readFileSync(`public${new URL(post.coverImage!.url, 'http://x').pathname}`);

/** Mean absolute difference of two images of one size (RGB, 0-255). */
async function difference(a: Buffer, b: Buffer, width: number, height: number) {
  const raw = (img: Buffer) => sharp(img).resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
  return sum / x.length;
}

/** The source's region that CSS object-fit: cover and object-position at (x%, y%) show in a box of this shape. */
async function objectPositionRegion(box: { width: number; height: number }, at: { x: number; y: number }) {
  const meta = await sharp(source).metadata();
  const scale = Math.max(box.width / meta.width!, box.height / meta.height!);
  const width = Math.round(box.width / scale);
  const height = Math.round(box.height / scale);
  const left = Math.round((at.x / 100) * (meta.width! - width));
  const top = Math.round((at.y / 100) * (meta.height! - height));
  return sharp(source).extract({ left, top, width, height }).png().toBuffer();
}

/** The drawn image, as the screen shows it, against the focal point's region and the centre's. */
async function compareDrawn(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Loaded is not yet drawn: on a busy machine a screenshot taken before the decode and the next
  // frames showed neither region.
  await image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
  });
  const box = (await image.boundingBox())!;
  const shot = await image.screenshot();
  const focus = post.coverImage!.focalPoint!;
  // The classes round the point to the nearest 10%.
  const asked = { x: Math.round(focus.x / 10) * 10, y: Math.round(focus.y / 10) * 10 };
  const [atFocus, atCentre] = await Promise.all([objectPositionRegion(box, asked), objectPositionRegion(box, { x: 50, y: 50 })]);
  const size = [Math.round(box.width), Math.round(box.height)] as const;
  return { focus: await difference(shot, atFocus, ...size), centre: await difference(shot, atCentre, ...size), box };
}

test('the list card and the post’s cover crop around the focal point; the phone shows the cover whole', async ({ page, isMobile }) => {
  expect(post, 'a sample post has a cover with a focal point').toBeTruthy();
  expect(post.coverImage!.height! / post.coverImage!.width!).toBeGreaterThan(1.5 * (630 / 1200));

  await page.goto(ROUTES.blog);
  const card = page
    .getByTestId('blog-card')
    .filter({ hasText: post.title.slice(0, 30) })
    .locator('img');
  const onCard = await compareDrawn(card);
  expect(onCard.focus, `card: ${JSON.stringify(onCard)}`).toBeLessThan(onCard.centre / 2);

  await page.goto(blogHref(post.slug!));
  const cover = page.getByRole('main').getByRole('img', { name: post.coverImage!.alt }).first();
  if (isMobile) {
    // The phone's copy (carried in the HTML) is drawn whole, at the cover's own shape: the corner is in it.
    const box = (await cover.boundingBox())!;
    expect(box.height / box.width).toBeCloseTo(post.coverImage!.height! / post.coverImage!.width!, 1);
    expect(await difference(await cover.screenshot(), source, Math.round(box.width), Math.round(box.height))).toBeLessThan(20);
  } else {
    const onCover = await compareDrawn(cover);
    expect(onCover.focus, `cover: ${JSON.stringify(onCover)}`).toBeLessThan(onCover.centre / 2);
  }
});

test('the social card shows the cover cropped around the focal point', { tag: '@any-screen' }, async () => {
  const card = readFileSync(`dist${postCardHref(post.slug!)}`);
  const box = { width: OG_COVER_BOX.width, height: OG_COVER_BOX.height };
  const drawn = await sharp(card)
    .extract({ left: OG_COVER_BOX.left, top: OG_COVER_BOX.top, ...box })
    .png()
    .toBuffer();
  const meta = await sharp(source).metadata();
  const region = async (point: { x: number; y: number }) => {
    const w = focalWindow({ width: meta.width!, height: meta.height! }, box, point);
    return sharp(source)
      .resize(w.width, w.height, { fit: 'fill' })
      .extract({ left: w.left, top: w.top, ...box })
      .png()
      .toBuffer();
  };
  // The rounded corners differ from any region: the comparison is inside them.
  const inner = async (img: Buffer) =>
    sharp(img)
      .extract({ left: 40, top: 40, width: box.width - 80, height: box.height - 80 })
      .png()
      .toBuffer();
  const size = [box.width - 80, box.height - 80] as const;
  const atFocus = await difference(await inner(drawn), await inner(await region(post.coverImage!.focalPoint!)), ...size);
  const atCentre = await difference(await inner(drawn), await inner(await region({ x: 50, y: 50 })), ...size);
  expect(atFocus, JSON.stringify({ atFocus, atCentre })).toBeLessThan(Math.min(12, atCentre / 2));
});
