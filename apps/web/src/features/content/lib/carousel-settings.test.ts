import { describe, expect, it } from 'vitest';
import { carouselSettings } from './carousel-settings';

describe('banner carousel settings', () => {
  it('uses the spec constants', () => {
    expect(carouselSettings(3)).toEqual({
      speed: 1000, spaceBetween: 20.3, loop: true, autoplay: { delay: 5000, disableOnInteraction: false }, pagination: { clickable: true },
    });
  });

  it('turns loop, autoplay and pagination off for a single banner (and none)', () => {
    for (const count of [0, 1]) {
      expect(carouselSettings(count)).toMatchObject({ loop: false, autoplay: false, pagination: false, speed: 1000, spaceBetween: 20.3 });
    }
    expect(carouselSettings(2)).toMatchObject({ loop: true, pagination: { clickable: true } });
  });

  it('never autoplays for a visitor who asked for reduced motion, but still loops and paginates', () => {
    expect(carouselSettings(4, { reducedMotion: true })).toMatchObject({ loop: true, autoplay: false, pagination: { clickable: true } });
  });
});
