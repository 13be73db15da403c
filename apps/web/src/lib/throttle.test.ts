import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle';

describe('throttle gate', () => {
  it('lets the first action through and drops others inside the interval', () => {
    let time = 5_000;
    const pass = createThrottle(1000, () => time);
    expect(pass()).toBe(true);
    time += 1;
    expect(pass()).toBe(false);
    time += 998;
    expect(pass()).toBe(false);
    time += 1;
    expect(pass()).toBe(true);
  });

  it('measures the interval from the last action let through, not from dropped ones', () => {
    let time = 0;
    const pass = createThrottle(1000, () => time);
    expect(pass()).toBe(true);
    time = 900;
    expect(pass()).toBe(false);
    time = 1000;
    expect(pass()).toBe(true);
    time = 1999;
    expect(pass()).toBe(false);
  });

  it('keeps separate gates apart', () => {
    const time = 0;
    const a = createThrottle(1000, () => time);
    const b = createThrottle(1000, () => time);
    expect(a()).toBe(true);
    expect(b()).toBe(true);
  });
});
