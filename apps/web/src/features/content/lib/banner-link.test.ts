import { describe, expect, it } from 'vitest';
import { bannerDestination } from './banner-link';

describe('banner links', () => {
  it('sends categories to their lobby pages', () => {
    expect(bannerDestination({ linkageType: 'CATEGORY', target: 'LIVE' })).toEqual({ kind: 'navigate', to: '/live' });
    expect(bannerDestination({ linkageType: 'CATEGORY', target: 'fish' })).toEqual({ kind: 'navigate', to: '/fish' });
    expect(bannerDestination({ linkageType: 'CATEGORY', target: 'NOPE' })).toEqual({ kind: 'none' });
  });

  it('keeps site paths in the app and opens only http(s) addresses outside it', () => {
    expect(bannerDestination({ linkageType: 'URL', target: '/help' })).toEqual({ kind: 'navigate', to: '/help' });
    expect(bannerDestination({ linkageType: 'URL', target: 'https://example.com/x' })).toEqual({ kind: 'external', url: 'https://example.com/x' });
    expect(bannerDestination({ linkageType: 'URL', target: '//evil.example' })).toEqual({ kind: 'none' });
    expect(bannerDestination({ linkageType: 'URL', target: 'javascript:alert(1)' })).toEqual({ kind: 'none' });
  });

  it('opens promotions by type and games by node id on the launch page', () => {
    expect(bannerDestination({ linkageType: 'PROMOTION', target: 'WELCOME' })).toEqual({ kind: 'navigate', to: '/promotionDetail?code=WELCOME' });
    expect(bannerDestination({ linkageType: 'GAME', target: '42' })).toEqual({ kind: 'navigate', to: '/seamless?nodeId=42' });
    expect(bannerDestination({ linkageType: 'GAME', target: 'x' })).toEqual({ kind: 'none' });
  });
});
