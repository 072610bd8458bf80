import { describe, expect, it } from 'vitest';
import { FOCAL_POSITION_CLASS, focalClasses } from './focal';

describe('focalClasses: the crop keeps the editor’s point in view, by classes that exist', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    [{ x: 22, y: 14 }, `${FOCAL_POSITION_CLASS} [--focus-x:20%] [--focus-y:10%]`],
    [{ x: 0, y: 100 }, `${FOCAL_POSITION_CLASS} [--focus-x:0%] [--focus-y:100%]`],
    [{ x: 55, y: 45 }, `${FOCAL_POSITION_CLASS} [--focus-x:60%] [--focus-y:50%]`],
    [{ x: -5, y: 140 }, `${FOCAL_POSITION_CLASS} [--focus-x:0%] [--focus-y:100%]`],
  ])('%j', (point, classes) => expect(focalClasses(point)).toBe(classes));
});
