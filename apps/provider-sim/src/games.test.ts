import { describe, expect, it } from 'vitest';
import { FISH, SYMBOLS, WEIGHTS, playFish, playSlot, playTable, slotMultiplier } from './games';
import { mergeFaults, parseFaults } from './faults';
import { fromWire, toWire } from './money';

describe('provider-sim games', () => {
  it('the slot returns 97.4% by its pay table (exact, over every reel combination)', () => {
    const total = WEIGHTS.reduce((a, b) => a + b, 0);
    let rtp = 0;
    for (let a = 0; a < 5; a++) for (let b = 0; b < 5; b++) for (let c = 0; c < 5; c++) {
      rtp += (WEIGHTS[a]! * WEIGHTS[b]! * WEIGHTS[c]!) / total ** 3 * slotMultiplier([SYMBOLS[a]!, SYMBOLS[b]!, SYMBOLS[c]!]);
    }
    expect(rtp).toBeCloseTo(0.9738, 4);
    for (let i = 0; i < 200; i++) {
      const { win, result } = playSlot(100);
      expect(win).toBe(100 * (result.multiplier as number));
    }
  });

  it('every fish returns 95-96% and Dragon Tiger pays by its rules', () => {
    for (const f of Object.values(FISH)) expect(f.odds * f.pays).toBeGreaterThanOrEqual(0.95);
    for (const f of Object.values(FISH)) expect(f.odds * f.pays).toBeLessThanOrEqual(0.96);
    expect(playFish(100, 'nonsense').result.fish).toBe('clown');
    for (let i = 0; i < 500; i++) {
      const { win, result } = playTable(100, 'tiger');
      const rank = (c: number) => (c % 13) + 1;
      const d = rank(result.dragon as number);
      const t = rank(result.tiger as number);
      expect(win).toBe(d === t ? 50 : t > d ? 200 : 0);
    }
  });

  it('reads faults from env text and the admin API, refusing unknown keys and rates outside 0..1', () => {
    expect(parseFaults('timeout=0.1, duplicate=0.05')).toMatchObject({ timeout: 0.1, duplicate: 0.05, rollback: 0 });
    expect(() => parseFaults('explode=1')).toThrow();
    expect(() => parseFaults('timeout=1.5')).toThrow();
    expect(mergeFaults(parseFaults(''), { lateWin: 0.2 }).lateWin).toBe(0.2);
    expect(() => mergeFaults(parseFaults(''), [1])).toThrow();
    expect(() => mergeFaults(parseFaults(''), { timeout: 'x' })).toThrow();
  });

  it('formats and parses wire amounts in minor units', () => {
    expect(toWire(12345)).toBe('123.45');
    expect(toWire(5)).toBe('0.05');
    expect(fromWire('123.45')).toBe(12345);
    expect(fromWire('7')).toBe(700);
    expect(fromWire('0.5')).toBe(50);
  });
});
