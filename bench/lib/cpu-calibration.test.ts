import { describe, expect, it } from 'vitest';
import { calibratedCpuMultiplier } from './cpu-calibration';

describe('calibratedCpuMultiplier', () => {
  it('gives the default 4× for the host class Lighthouse calibrated it on', () => {
    expect(calibratedCpuMultiplier(1533)).toBeCloseTo(4, 1);
  });

  it('lowers the factor on a slower host and raises it on a faster one, without jumps between brackets', () => {
    expect(calibratedCpuMultiplier(1000)).toBeCloseTo(2.4, 5);
    expect(calibratedCpuMultiplier(800)).toBe(2);
    expect(calibratedCpuMultiplier(1299.999)).toBeCloseTo(calibratedCpuMultiplier(1300), 3);
    expect(calibratedCpuMultiplier(2000)).toBeCloseTo(6, 1);
    expect(calibratedCpuMultiplier(100)).toBe(1);
  });

  it('refuses a missing index', () => {
    expect(() => calibratedCpuMultiplier(Number.NaN)).toThrow(/not a measurement/);
    expect(() => calibratedCpuMultiplier(0)).toThrow(/not a measurement/);
  });
});
