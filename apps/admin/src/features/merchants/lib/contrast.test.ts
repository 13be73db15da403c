import { describe, expect, it } from 'vitest';
import { contrastProblems, contrastRatio, luminance } from './contrast';

const theme = { primary: '#f4c04e', primaryContrast: '#1b1305', secondary: '#7c3aed', accent: '#22d3ee', background: '#0c0a18', surface: '#17132b', text: '#f3f0ff' };

describe('theme contrast', () => {
  it('measures as WCAG does: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // #767676 on white is the classic grey that just passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(luminance('red')).toBeNaN();
  });

  it('finds the text pairs below 4.5:1 and nothing in the default theme', () => {
    expect(contrastProblems(theme)).toEqual([]);
    const problems = contrastProblems({ ...theme, primary: '#333333', surface: '#e0e0ff' });
    expect(problems.map((p) => `${p.text}/${p.on}`)).toEqual(['text/surface', 'primaryContrast/primary']);
    expect(problems[0]!.ratio).toBeLessThan(4.5);
  });
});
