/**
 * The home page's banner carousel (spec §2, §4, §9). Settings in lib/carousel-settings.ts. A slide
 * with a linkageType opens its target: the page's `onOpen` sees every link first and answers whether
 * it handled it (e.g. a GAME link through the lobby's launcher); otherwise categories, promotions,
 * site paths and games (the /seamless launch page) navigate and http(s) addresses open in a new tab.
 */
import { lazy, startTransition, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BannerView } from '@platform/contracts';
import { isPageCovered, subscribeModals } from '../../../components/ui/modal-stack';
import { whenIdle } from '../../../lib/when-idle';
import { CAROUSEL_AUTOPLAY_DELAY_MS } from '../lib/carousel-settings';
import { bannerDestination, type BannerLink } from '../lib/banner-link';
import { BannerSlide } from './banner-slide';
import type { SwiperFocus } from './banner-swiper';
// Swiper's styles come with the page, not with Swiper's lazy chunk: a stylesheet applied after the
// first paint restyles the whole page (a 380 ms task at 4x CPU on the home page, bench:main-thread).
import 'swiper/css';
import 'swiper/css/pagination';
import './banner-carousel.css';

const loadBannerSwiper = () => import('./banner-swiper');
const BannerSwiper = lazy(loadBannerSwiper);

/** Swiper is made this long before the first slide change is due, so the change comes on time. */
const SWIPER_LEAD_MS = 1000;
/** How far a finger moves sideways before it counts as a swipe. */
const SWIPE_PX = 8;

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
  // Behind an open dialog (the help centre at /help, the login) the page is inert and the carousel waits:
  // nothing moves where no one can look or reach, and Swiper is not made meanwhile.
  const covered = useSyncExternalStore(subscribeModals, isPageCovered, () => false);
  // Swiper (a third of the home page's JavaScript, and two long tasks on a phone to set up) is made
  // only when the carousel is about to move: just before its first slide change, or when a mouse comes
  // over it, a finger starts to swipe it or a bullet is picked. Until then the first slide and the bullets are
  // drawn as they will look, so nothing visible changes, and the first seconds on the page (when a
  // player scrolls and taps) are free of that work (decision 0041). Its code loads when the browser
  // is idle, so it is ready. One banner never needs it.
  const several = banners.length > 1;
  const [started, setStarted] = useState<SwiperStart | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  // Swiper draws its own slide and bullets in place of the still ones: focus on one of those moves to its
  // twin. A transition: the still carousel stays, and answers, until Swiper's code is in and it is drawn.
  const wake = (slide: number, byTimer: boolean) => {
    const focus = focusedPart(sectionRef.current);
    startTransition(() => setStarted((s) => s ?? { slide, byTimer, focus }));
  };
  useEffect(() => {
    if (!several) return undefined;
    const cancelLoad = whenIdle(() => void loadBannerSwiper().catch(() => undefined));
    if (reducedMotion || covered) return cancelLoad;
    const timer = window.setTimeout(() => wake(0, true), CAROUSEL_AUTOPLAY_DELAY_MS - SWIPER_LEAD_MS);
    return () => {
      cancelLoad();
      window.clearTimeout(timer);
    };
    // `wake` only sets state through its updater, so the first one made is the one the timer needs.
  }, [several, reducedMotion, covered]);
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
    <section
      ref={sectionRef}
      className="banner-carousel"
      aria-label={t('content.bannersLabel')}
      aria-roledescription={t('content.carousel')}
      data-testid="banner-carousel"
      // A mouse is over the carousel before it clicks: Swiper is made by then. A finger's tap stays with
      // the still slide (made on touch, Swiper would replace the slide under the finger and lose the
      // tap); a finger that starts to swipe makes Swiper, and the next swipe moves the slides.
      onPointerEnter={several ? (e) => { if (e.pointerType === 'mouse') wake(0, false); } : undefined}
      onPointerDown={several ? (e) => { touchStart.current = { x: e.clientX, y: e.clientY }; } : undefined}
      onPointerMove={several ? (e) => {
        const from = touchStart.current;
        if (from && e.pointerType !== 'mouse' && Math.abs(e.clientX - from.x) > SWIPE_PX && Math.abs(e.clientX - from.x) > Math.abs(e.clientY - from.y)) wake(0, false);
      } : undefined}
    >
      <Suspense fallback={<StillCarousel banners={banners} onActivate={activate} />}>
        {started
          ? <BannerSwiper banners={banners} reducedMotion={reducedMotion} paused={covered} onActivate={activate} initialSlide={started.slide} firstDelayMs={started.byTimer ? SWIPER_LEAD_MS : undefined} focus={started.focus} />
          : <StillCarousel banners={banners} onActivate={activate} onPick={(slide) => wake(slide, false)} />}
      </Suspense>
    </section>
  );
}

interface SwiperStart {
  slide: number;
  /** Made by the timer before the first slide change (the change then comes on the usual beat). */
  byTimer: boolean;
  focus: SwiperFocus;
}

function focusedPart(section: HTMLElement | null): SwiperFocus {
  const active = document.activeElement;
  if (!section || !active || !section.contains(active)) return null;
  const bullets = [...section.querySelectorAll('.swiper-pagination-bullet')];
  const bullet = bullets.indexOf(active);
  return bullet >= 0 ? { bullet } : 'slide';
}

/**
 * The carousel before Swiper is made: the first slide, and with several banners the bullets as Swiper
 * draws them (its classes, so they look and sit the same); picking one makes Swiper at that slide.
 */
function StillCarousel({ banners, onActivate, onPick }: { banners: BannerView[]; onActivate: (banner: BannerView) => void; onPick?: (slide: number) => void }) {
  const { t } = useTranslation();
  const first = banners[0];
  if (!first) return null;
  return (
    <div className="banner-swiper banner-still">
      <BannerSlide banner={first} eager onActivate={onActivate} />
      {banners.length > 1 ? (
        <div className="swiper-pagination swiper-pagination-clickable swiper-pagination-bullets swiper-pagination-horizontal">
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              className={`swiper-pagination-bullet${i === 0 ? ' swiper-pagination-bullet-active' : ''}`}
              aria-label={t('content.goToBanner', { index: i + 1 })}
              aria-current={i === 0 || undefined}
              onClick={() => onPick?.(i)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** Keeps the carousel's box while the banners load, so nothing below it moves. */
export function BannerCarouselPlaceholder() {
  return <div className="banner-carousel banner-carousel-placeholder" aria-hidden="true" data-testid="banner-carousel-placeholder" />;
}
