import { describe, expect, it } from 'vitest';
import { applicationProblem } from './application';

const png = { type: 'image/png', size: 1000 };

describe('promotion application form', () => {
  it('asks for a remark of at most 140 characters', () => {
    expect(applicationProblem('  ', [], 0)).toBe('remark');
    expect(applicationProblem('x'.repeat(141), [], 0)).toBe('remark_long');
    // Thai and emoji count as the characters a player sees, not UTF-16 units.
    expect(applicationProblem('ก'.repeat(140), [], 0)).toBeNull();
    expect(applicationProblem('🎉'.repeat(140), [], 0)).toBeNull();
  });

  it('asks for the images the promotion needs, PNG or JPEG, at most 3 of 5 MB', () => {
    expect(applicationProblem('win', [], 1)).toBe('too_few');
    expect(applicationProblem('win', [png, png, png, png], 0)).toBe('too_many');
    expect(applicationProblem('win', [{ type: 'image/gif', size: 10 }], 0)).toBe('type');
    expect(applicationProblem('win', [{ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 }], 0)).toBe('size');
    expect(applicationProblem('win', [png], 1)).toBeNull();
  });
});
