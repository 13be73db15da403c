/**
 * The Swiper part of the banner carousel, loaded on its own (lazily) so Swiper does not weigh on the
 * first page load; until it arrives the carousel shows the first banner in the same box. Its styles
 * come with the carousel's (banner-carousel.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { BannerView } from '@platform/contracts';
import { carouselSettings } from '../lib/carousel-settings';
import { BannerSlide } from './banner-slide';

/** Swiper fills these placeholders itself, so i18next must leave them in the text. */
const SWIPER_PLACEHOLDERS = { index: '{{index}}', slidesLength: '{{slidesLength}}' };

/** What had focus in the still carousel (banner-carousel.tsx) when Swiper was made: its twin gets it. */
export type SwiperFocus = 'slide' | { bullet: number } | null;

export default function BannerSwiper({ banners, reducedMotion, paused = false, onActivate, initialSlide = 0, firstDelayMs, focus = null }: {
  banners: BannerView[];
  reducedMotion: boolean;
  /** A dialog covers the page: no slide changes until it closes. */
  paused?: boolean;
  onActivate: (banner: BannerView) => void;
  initialSlide?: number;
  /** The first wait when it differs from the autoplay delay (made just before the first change was due). */
  firstDelayMs?: number;
  focus?: SwiperFocus;
}) {
  const { t } = useTranslation();
  const settings = carouselSettings(banners.length, { reducedMotion });
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  useSlideTimer(swiper, settings.autoplay && !paused ? settings.autoplay.delay : null, firstDelayMs);
  const onSwiper = (made: SwiperInstance) => {
    setSwiper(made);
    if (focus === 'slide') made.slides[made.activeIndex]?.querySelector<HTMLElement>('.banner-slide-link')?.focus();
    else if (focus) made.pagination.bullets[focus.bullet]?.focus();
  };
  return (
    <Swiper
      className="banner-swiper"
      onSwiper={onSwiper}
      initialSlide={initialSlide}
      modules={[A11y, Keyboard, Pagination]}
      speed={settings.speed}
      spaceBetween={settings.spaceBetween}
      loop={settings.loop}
      pagination={settings.pagination}
      keyboard={{ enabled: banners.length > 1, onlyInViewport: true }}
      a11y={{
        prevSlideMessage: t('content.previousBanner'),
        nextSlideMessage: t('content.nextBanner'),
        paginationBulletMessage: t('content.goToBanner', SWIPER_PLACEHOLDERS),
        slideLabelMessage: t('content.bannerOf', SWIPER_PLACEHOLDERS),
      }}
      data-testid="banner-swiper"
    >
      {banners.map((banner, i) => (
        <SwiperSlide key={banner.id}>
          <BannerSlide banner={banner} eager={i === 0} onActivate={onActivate} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

/**
 * Autoplay by one timer per slide. Swiper's Autoplay module counts the time left in a
 * requestAnimationFrame loop that never ends, so the page drew a frame (and ran every intersection
 * observer) 60 times a second for as long as it was open: most of a phone's blocked time on the home
 * page. Every slide change (this timer's, a swipe, a bullet) starts a new wait, so touching the
 * carousel never stops the autoplay (spec §9); a hidden tab waits until it is shown again, and a page
 * covered by a dialog until it closes (then a full delay, not the first one, comes first).
 */
function useSlideTimer(swiper: SwiperInstance | null, delayMs: number | null, firstDelayMs?: number) {
  const firstWaitDone = useRef(false);
  useEffect(() => {
    if (!swiper || delayMs === null) return undefined;
    let timer: number | undefined;
    let wait = firstWaitDone.current ? delayMs : firstDelayMs ?? delayMs;
    const schedule = () => {
      window.clearTimeout(timer);
      if (document.hidden) return;
      const ms = wait;
      wait = delayMs;
      timer = window.setTimeout(() => {
        firstWaitDone.current = true;
        if (swiper.destroyed) return;
        if (swiper.animating || swiper.touchEventsData.isTouched) schedule();
        else swiper.slideNext();
      }, ms);
    };
    swiper.on('slideChangeTransitionEnd', schedule);
    document.addEventListener('visibilitychange', schedule);
    schedule();
    return () => {
      window.clearTimeout(timer);
      swiper.off('slideChangeTransitionEnd', schedule);
      document.removeEventListener('visibilitychange', schedule);
    };
    // The first wait is read once, when Swiper is made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [swiper, delayMs]);
}
