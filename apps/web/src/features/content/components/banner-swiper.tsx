/**
 * The Swiper part of the banner carousel, loaded on its own (lazily) so Swiper does not weigh on the
 * first page load; until it arrives the carousel shows the first banner in the same box.
 */
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { BannerView } from '@platform/contracts';
import { carouselSettings } from '../lib/carousel-settings';
import { BannerSlide } from './banner-slide';

/** Swiper fills these placeholders itself, so i18next must leave them in the text. */
const SWIPER_PLACEHOLDERS = { index: '{{index}}', slidesLength: '{{slidesLength}}' };

export default function BannerSwiper({ banners, reducedMotion, onActivate }: { banners: BannerView[]; reducedMotion: boolean; onActivate: (banner: BannerView) => void }) {
  const { t } = useTranslation();
  const settings = carouselSettings(banners.length, { reducedMotion });
  return (
    <Swiper
      className="banner-swiper"
      modules={[A11y, Autoplay, Keyboard, Pagination]}
      speed={settings.speed}
      spaceBetween={settings.spaceBetween}
      loop={settings.loop}
      autoplay={settings.autoplay}
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
