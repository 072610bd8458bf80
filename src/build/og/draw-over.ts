/** Raw pixels as sharp hands them over: `height` rows of `width` pixels of `channels` bytes. */
export interface RawPixels {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

/**
 * libvips' `over` blend works in single precision on values scaled to 0..1 (bytes divided by 255)
 * and truncates on the way back: in the same steps, every pixel comes out as sharp's composite's.
 */
const f32 = Math.fround;
const UNIT = Float32Array.from({ length: 256 }, (_, byte) => byte / 255);
const REST = Float32Array.from(UNIT, (alpha) => 1 - alpha);

/**
 * Draws `over` (RGB or RGBA) on the opaque RGB `base`, in place, with its top-left corner at
 * (left, top) and clipped to `base`. A pixel's alpha is its own, times `mask`'s byte for it when
 * given (one byte a pixel of `over`: the cover's rounded corners). The pixels are those of sharp's
 * composite, but libvips blends the whole card for each overlay, and this only what the overlay covers.
 */
export function drawOver(base: RawPixels, over: RawPixels, left: number, top: number, mask?: Uint8Array): void {
  if (base.channels !== 3) throw new Error(`drawOver draws on RGB pixels, not ${base.channels} channels`);
  if (over.channels !== 3 && over.channels !== 4) throw new Error(`drawOver draws RGB or RGBA pixels, not ${over.channels} channels`);
  for (const [name, pixels] of [
    ['base', base],
    ['over', over],
  ] as const) {
    // Bytes of another depth, or fewer than the size says, would be read as garbage, not refused.
    if (pixels.data.length !== pixels.width * pixels.height * pixels.channels) {
      throw new Error(`drawOver: ${name} holds ${pixels.data.length} bytes, not ${pixels.width}x${pixels.height}x${pixels.channels}`);
    }
  }
  if (mask && mask.length !== over.width * over.height) throw new Error('drawOver: the mask must hold one byte for each pixel');
  if (!Number.isInteger(left) || !Number.isInteger(top)) throw new Error(`drawOver draws at whole pixels, not at (${left}, ${top})`);
  const x0 = Math.max(0, -left);
  const x1 = Math.min(over.width, base.width - left);
  const y0 = Math.max(0, -top);
  const y1 = Math.min(over.height, base.height - top);
  const { data: to } = base;
  const { data: from, channels } = over;
  for (let y = y0; y < y1; y++) {
    const row = (top + y) * base.width + left;
    // An opaque row of an opaque overlay is its bytes (libvips' arithmetic gives them back at full alpha).
    if (channels === 3 && !mask) {
      to.set(from.subarray((y * over.width + x0) * 3, (y * over.width + x1) * 3), (row + x0) * 3);
      continue;
    }
    for (let x = x0; x < x1; x++) {
      const p = y * over.width + x;
      const o = p * channels;
      const own = channels === 4 ? from[o + 3]! : 255;
      const alpha = mask ? Math.floor((own * mask[p]!) / 255) : own;
      if (alpha === 0) continue;
      const b = (row + x) * 3;
      if (alpha === 255) {
        to[b] = from[o]!;
        to[b + 1] = from[o + 1]!;
        to[b + 2] = from[o + 2]!;
        continue;
      }
      const a = UNIT[alpha]!;
      const rest = REST[alpha]!;
      for (let c = 0; c < 3; c++) to[b + c] = Math.floor(f32(f32(f32(UNIT[from[o + c]!]! * a) + f32(UNIT[to[b + c]!]! * rest)) * 255));
    }
  }
}

/** What drawOver's pixels depend on, for a cache key: its code and the tables it reads. */
export const DRAW_OVER_KEY = [drawOver.toString(), Array.from(UNIT), Array.from(REST)];
