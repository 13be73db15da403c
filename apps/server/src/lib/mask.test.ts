import { describe, expect, it } from 'vitest';
import { maskEmail, maskIp, maskMobile, maskName } from './mask';

describe('masking', () => {
  it('shows the dialing code and last four digits of a number', () => {
    expect(maskMobile('66', '812345678')).toBe('+66 ••• 5678');
    expect(maskMobile(null, '812345678')).toBe('••• 5678');
    // Short numbers show less, never the whole number.
    expect(maskMobile('95', '123456')).toBe('+95 ••• 56');
    expect(maskMobile('95', '12')).toBe('+95 •••');
  });

  it('shows the first character and the domain of an address', () => {
    expect(maskEmail('somchai@mail.com')).toBe('s•••@mail.com');
    expect(maskEmail('ก.ไก่@example.co.th')).toBe('ก•••@example.co.th');
    expect(maskEmail('broken')).toBe('•••');
  });
});

describe('maskName and maskIp', () => {
  it('keeps a name\'s first character and an address\'s network only', () => {
    expect(maskName('Somchai Jaidee')).toBe('S•••');
    expect(maskName('  ')).toBe('•••');
    expect(maskName('สมชาย')).toBe('ส•••');
    expect(maskIp('203.0.113.45')).toBe('203.0.•••.•••');
    expect(maskIp('2001:db8:1::7')).toBe('2001:db8:•••');
    expect(maskIp('garbage')).toBe('•••');
  });
});
