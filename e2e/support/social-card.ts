import sharp from 'sharp';
import { expect, type APIResponse } from '@playwright/test';

/** A social card as a crawler receives it: a JPEG of 1200 × 630, as its own header and its bytes both say. */
export async function expectSocialCard(card: APIResponse): Promise<void> {
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/jpeg');
  const { format, width, height } = await sharp(await card.body()).metadata();
  expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
}
