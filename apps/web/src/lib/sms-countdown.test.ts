import { describe, expect, it } from 'vitest';
import { resendWaitSeconds } from './sms-countdown';

describe('SMS resend wait', () => {
  it('is the code lifetime in seconds', () => {
    expect(resendWaitSeconds(5)).toBe(300);
    expect(resendWaitSeconds(1)).toBe(60);
  });

  it('falls back to one minute without a usable lifetime', () => {
    expect(resendWaitSeconds(undefined)).toBe(60);
    expect(resendWaitSeconds(0)).toBe(60);
    expect(resendWaitSeconds(Number.NaN)).toBe(60);
  });
});
