import { describe, expect, it } from 'vitest';
import { imagePriority } from './image-priority';

describe('imagePriority', () => {
  it.each([
    [true, { loading: 'eager', fetchPriority: 'high' }],
    [false, { loading: 'lazy', fetchPriority: undefined }],
  ])('first %s: %o', (first, attributes) => {
    expect(imagePriority(first)).toEqual(attributes);
  });
});
