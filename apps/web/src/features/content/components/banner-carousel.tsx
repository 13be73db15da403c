/**
 * The home page's banner carousel (spec §2, §4, §9). Settings in lib/carousel-settings.ts. A slide
 * with a linkageType opens its target: the page's `onOpen` sees every link first and answers whether
 * it handled it (e.g. a GAME link through the lobby's launcher); otherwise categories, promotions,
 * site paths and games (the /seamless launch page) navigate and http(s) addresses open in a new tab.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BannerView } from '@platform/contracts';
import { whenIdle } from '../../../lib/when-idle';
import { bannerDestination, type BannerLink } from '../lib/banner-link';
import { BannerSlide } from './banner-slide';
// Swiper's styles come with the page, not with Swiper's lazy chunk: a stylesheet applied after the
// first paint restyles the whole page (a 380 ms task at 4x CPU on the home page, bench:main-thread).
import 'swiper/css';
import 'swiper/css/pagination';
import './banner-carousel.css';

const BannerSwiper = lazy(() => import('./banner-swiper'));

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

export interface BannerCarouselProps {
  banners: BannerView[];
  /** Sees every link first; answer true when handled (a GAME link: launch the game). */
  onOpen?: (link: BannerLink) => boolean;
}

export function BannerCarousel({ banners, onOpen }: BannerCarouselProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  // Swiper (as heavy as a third of the first page's JavaScript) loads once the browser is idle after
  // the first paint: the first slide, the page's largest element, paints without waiting or competing.
  const [swiper, setSwiper] = useState(false);
  useEffect(() => whenIdle(() => setSwiper(true)), []);
  const first = banners[0];
  if (!first) return null;

  const activate = (banner: BannerView) => {
    if (!banner.linkageType || banner.target === null) return;
    const link = { linkageType: banner.linkageType, target: banner.target };
    if (onOpen?.(link)) return;
    const destination = bannerDestination(link);
    if (destination.kind === 'navigate') void navigate(destination.to);
    else if (destination.kind === 'external') window.open(destination.url, '_blank', 'noopener,noreferrer');
  };

  return (
    <section className="banner-carousel" aria-label={t('content.bannersLabel')} aria-roledescription={t('content.carousel')} data-testid="banner-carousel">
      <Suspense fallback={<BannerSlide banner={first} eager onActivate={activate} />}>
        {swiper
          ? <BannerSwiper banners={banners} reducedMotion={reducedMotion} onActivate={activate} />
          : <BannerSlide banner={first} eager onActivate={activate} />}
      </Suspense>
    </section>
  );
}

/** Keeps the carousel's box while the banners load, so nothing below it moves. */
export function BannerCarouselPlaceholder() {
  return <div className="banner-carousel banner-carousel-placeholder" aria-hidden="true" data-testid="banner-carousel-placeholder" />;
}
