import { describe, expect, it } from 'vitest';
import { frameMessage } from './frame-messages';

describe('game frame messages', () => {
  it('knows balance and close from any sender', () => {
    expect(frameMessage({ type: 'provider-sim:balance' })).toBe('balance');
    expect(frameMessage({ type: 'provider-sim:close' })).toBe('close');
    expect(frameMessage({ type: 'pge:balance' })).toBe('balance');
  });

  it('ignores anything else', () => {
    expect(frameMessage({ type: 'provider-sim:navigate' })).toBeNull();
    expect(frameMessage('provider-sim:close')).toBeNull();
    expect(frameMessage(null)).toBeNull();
    expect(frameMessage({ type: 42 })).toBeNull();
    expect(frameMessage({ type: `${'x'.repeat(80)}:close` })).toBeNull();
  });
});
