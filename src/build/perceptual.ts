/**
 * How alike two pictures look: the mean structural similarity (SSIM, Wang et al. 2004) of their
 * luma, over 8x8 windows every 4 pixels. 1 is identical; compression blocks, banding and blur
 * each lower it. Build-only: the phone's cover copy is encoded at the smallest size that keeps it
 * at PHONE_COVER_SSIM (phone-cover.ts).
 */
export interface Luma {
  data: Uint8Array;
  width: number;
  height: number;
}

const WINDOW = 8;
const STEP = 4;
const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;

export function ssim(a: Luma, b: Luma): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error(`ssim: ${a.width}x${a.height} against ${b.width}x${b.height}`);
  const { width, height } = a;
  const n = WINDOW * WINDOW;
  let sum = 0;
  let windows = 0;
  for (let y = 0; y + WINDOW <= height; y += STEP) {
    for (let x = 0; x + WINDOW <= width; x += STEP) {
      let meanA = 0;
      let meanB = 0;
      for (let j = 0; j < WINDOW; j++) {
        for (let i = 0; i < WINDOW; i++) {
          const k = (y + j) * width + x + i;
          meanA += a.data[k]!;
          meanB += b.data[k]!;
        }
      }
      meanA /= n;
      meanB /= n;
      let varA = 0;
      let varB = 0;
      let cov = 0;
      for (let j = 0; j < WINDOW; j++) {
        for (let i = 0; i < WINDOW; i++) {
          const k = (y + j) * width + x + i;
          const da = a.data[k]! - meanA;
          const db = b.data[k]! - meanB;
          varA += da * da;
          varB += db * db;
          cov += da * db;
        }
      }
      varA /= n - 1;
      varB /= n - 1;
      cov /= n - 1;
      sum += ((2 * meanA * meanB + C1) * (2 * cov + C2)) / ((meanA * meanA + meanB * meanB + C1) * (varA + varB + C2));
      windows++;
    }
  }
  return windows ? sum / windows : 1;
}

/**
 * The smallest encoding whose quality setting (searched over `qualities`, ascending) still looks
 * like the reference (`ssim` at least `target`), or null when even the best does not.
 * A binary search: SSIM rises with the quality setting.
 */
export async function smallestAlike(
  qualities: readonly number[],
  encode: (quality: number) => Promise<Uint8Array>,
  likeness: (encoded: Uint8Array) => Promise<number>,
  target: number,
): Promise<{ bytes: Uint8Array; quality: number; ssim: number } | null> {
  let lo = 0;
  let hi = qualities.length - 1;
  let best: { bytes: Uint8Array; quality: number; ssim: number } | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const quality = qualities[mid]!;
    const bytes = await encode(quality);
    const score = await likeness(bytes);
    if (score >= target) {
      best = { bytes, quality, ssim: score };
      hi = mid - 1;
    } else lo = mid + 1;
  }
  return best;
}
