/**
 * The banner carousel's Swiper settings (spec §9): slide speed 1000 ms, autoplay every 5000 ms that
 * does not stop on interaction, 20.3 px between slides; loop, autoplay and pagination only when
 * there is more than one banner (spec §4). A visitor who asked for reduced motion gets no autoplay.
 * The autoplay is banner-swiper's own timer, not Swiper's Autoplay module (which draws every frame).
 */
export const CAROUSEL_SPEED_MS = 1000;
export const CAROUSEL_AUTOPLAY_DELAY_MS = 5000;
export const CAROUSEL_SPACE_BETWEEN = 20.3;

export interface CarouselSettings {
  speed: number;
  spaceBetween: number;
  loop: boolean;
  autoplay: false | { delay: number; disableOnInteraction: boolean };
  pagination: false | { clickable: true };
}

export function carouselSettings(count: number, opts: { reducedMotion?: boolean } = {}): CarouselSettings {
  const several = count > 1;
  return {
    speed: CAROUSEL_SPEED_MS,
    spaceBetween: CAROUSEL_SPACE_BETWEEN,
    loop: several,
    autoplay: several && !opts.reducedMotion ? { delay: CAROUSEL_AUTOPLAY_DELAY_MS, disableOnInteraction: false } : false,
    pagination: several ? { clickable: true } : false,
  };
}
