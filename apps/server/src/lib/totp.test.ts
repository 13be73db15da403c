import { Secret, TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpUri, verifyTotp } from './totp';

// RFC 6238 appendix B: the SHA1 test key and its 8-digit codes; the 6-digit code is their last six digits.
const RFC_SECRET = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer }).base32;

describe('totp', () => {
  it('makes distinct 20-byte base32 secrets', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(a).bytes).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('builds a URI authenticator apps read back with the same parameters', () => {
    const secret = newTotpSecret();
    const uri = totpUri({ secret, label: 'alice', issuer: 'Lucky Site' });
    expect(uri.startsWith('otpauth://totp/')).toBe(true);
    const parsed = URI.parse(uri) as TOTP;
    expect(parsed).toBeInstanceOf(TOTP);
    expect(parsed.secret.base32).toBe(secret);
    expect(parsed.issuer).toBe('Lucky Site');
    expect(parsed.label).toBe('alice');
    expect([parsed.algorithm, parsed.digits, parsed.period]).toEqual(['SHA1', 6, 30]);
  });

  it('accepts the RFC 6238 SHA1 vectors', () => {
    expect(verifyTotp(RFC_SECRET, '287082', 59_000)).toBe(true);
    expect(verifyTotp(RFC_SECRET, '081804', 1_111_111_109_000)).toBe(true);
    expect(verifyTotp(RFC_SECRET, '050471', 1_111_111_111_000)).toBe(true);
    expect(verifyTotp(RFC_SECRET, '005924', 1_234_567_890_000)).toBe(true);
  });

  it('allows one step of clock drift either way, not two', () => {
    const secret = newTotpSecret();
    const at = 1_700_000_000_000;
    const code = (offsetSteps: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at + offsetSteps * 30_000 });
    expect(verifyTotp(secret, code(0), at)).toBe(true);
    expect(verifyTotp(secret, code(-1), at)).toBe(true);
    expect(verifyTotp(secret, code(1), at)).toBe(true);
    // A code that happens to equal a neighbour's is fine; only distinct far codes must fail.
    const near = new Set([code(-1), code(0), code(1)]);
    if (!near.has(code(-2))) expect(verifyTotp(secret, code(-2), at)).toBe(false);
    if (!near.has(code(2))) expect(verifyTotp(secret, code(2), at)).toBe(false);
  });

  it('tolerates spaces and refuses malformed input without throwing', () => {
    const secret = newTotpSecret();
    const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
    expect(verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`)).toBe(true);
    expect(verifyTotp(secret, '')).toBe(false);
    expect(verifyTotp(secret, '12345')).toBe(false);
    expect(verifyTotp(secret, '1234567')).toBe(false);
    expect(verifyTotp(secret, 'abcdef')).toBe(false);
    expect(verifyTotp('not base32 !!', '123456')).toBe(false);
    const other = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    const near = [-30_000, 0, 30_000].map((d) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + d }));
    if (!near.includes(other)) expect(verifyTotp(secret, other)).toBe(false);
  });
});
