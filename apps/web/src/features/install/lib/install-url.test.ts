import { describe, expect, it } from 'vitest';
import { installUrl, isAppleMobile } from './install-url';

describe('installUrl', () => {
  it('makes a bare host an https address and keeps a configured origin', () => {
    expect(installUrl('thailand.royallotus.example')).toBe('https://thailand.royallotus.example/');
    expect(installUrl('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/');
    expect(installUrl('https://play.example.com')).toBe('https://play.example.com/');
  });

  it('gives nothing for an empty or broken domain', () => {
    expect(installUrl('')).toBeNull();
    expect(installUrl('exa mple')).toBeNull();
  });
});

describe('isAppleMobile', () => {
  it('knows iPhone, iPad and iPadOS posing as a Mac', () => {
    expect(isAppleMobile('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true);
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isAppleMobile('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 5)).toBe(false);
  });
});
