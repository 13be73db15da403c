import { describe, expect, it } from 'vitest';
import { imageProblem } from './image-file';

describe('imageProblem', () => {
  it('checks an image the way the server does: PNG or JPEG, at most 5 MB, not empty', () => {
    expect(imageProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(imageProblem({ type: 'image/svg+xml', size: 1000 })).toBe('type');
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('size');
    expect(imageProblem({ type: 'image/png', size: 0 })).toBe('size');
  });
});
