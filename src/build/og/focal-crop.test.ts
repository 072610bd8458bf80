import { describe, expect, it } from 'vitest';
import { focalWindow } from './focal-crop';

describe('focalWindow: the cover crop keeps the editor’s point in view', () => {
  const photo = { width: 2000, height: 1000 };
  const square = { width: 500, height: 500 };
  it.each([
    ['no point: the centre', null, { left: 250, top: 0 }],
    ['the centre', { x: 50, y: 50 }, { left: 250, top: 0 }],
    ['near the left edge: the window starts at the edge', { x: 5, y: 50 }, { left: 0, top: 0 }],
    ['a quarter in: centred on it', { x: 25, y: 50 }, { left: 0, top: 0 }],
    ['at 40%: centred on it', { x: 40, y: 50 }, { left: 150, top: 0 }],
    ['near the right edge: the window ends at the edge', { x: 98, y: 50 }, { left: 500, top: 0 }],
  ])('%s', (_, point, expected) => {
    expect(focalWindow(photo, square, point)).toMatchObject({ width: 1000, height: 500, ...expected });
  });
  it('a tall image into a wide box moves the window down and up', () => {
    const tall = { width: 600, height: 1200 };
    const wide = { width: 600, height: 300 };
    expect(focalWindow(tall, wide, { x: 50, y: 10 })).toMatchObject({ width: 600, height: 1200, left: 0, top: 0 });
    expect(focalWindow(tall, wide, { x: 50, y: 50 })).toMatchObject({ top: 450 });
    expect(focalWindow(tall, wide, { x: 50, y: 90 })).toMatchObject({ top: 900 });
  });
  it('a small image is scaled up to cover the box', () => {
    expect(focalWindow({ width: 100, height: 50 }, { width: 400, height: 400 }, { x: 0, y: 0 })).toMatchObject({
      scale: 8,
      width: 800,
      height: 400,
      left: 0,
      top: 0,
    });
  });
});
