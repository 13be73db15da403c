import { describe, expect, it } from 'vitest';
import { imageProblem, moved } from './content-form';

describe('content forms', () => {
  it('checks an image the way the server does: PNG or JPEG, at most 5 MB, not empty', () => {
    expect(imageProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(imageProblem({ type: 'image/svg+xml', size: 1000 })).toBe('type');
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('size');
    expect(imageProblem({ type: 'image/png', size: 0 })).toBe('size');
  });

  it('moves an id up or down, and not past the ends', () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });
});
