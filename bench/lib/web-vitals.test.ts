import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift } from './web-vitals';

describe('cumulativeLayoutShift', () => {
  it('is 0 without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('sums shifts less than 1 s apart into one window', () => {
    expect(cumulativeLayoutShift([{ t: 100, v: 0.01 }, { t: 900, v: 0.02 }, { t: 1800, v: 0.03 }])).toBeCloseTo(0.06);
  });

  it('starts a new window after a gap of 1 s and keeps the largest', () => {
    expect(cumulativeLayoutShift([{ t: 100, v: 0.04 }, { t: 1100, v: 0.01 }, { t: 1500, v: 0.02 }])).toBeCloseTo(0.04);
    expect(cumulativeLayoutShift([{ t: 100, v: 0.01 }, { t: 2000, v: 0.02 }, { t: 2500, v: 0.02 }])).toBeCloseTo(0.04);
  });

  it('caps a window at 5 s even when shifts keep coming', () => {
    const shifts = Array.from({ length: 12 }, (_, i) => ({ t: i * 900, v: 0.01 }));
    // 0, 900, …, 4500 fit one window (6 shifts); 5400 starts the next.
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.06);
  });
});
