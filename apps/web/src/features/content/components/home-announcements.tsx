/**
 * The top of the home page: the w_home banner carousel and the notice marquee, from one
 * announcement call. `onOpen` comes from the page (GAME links launch through the lobby).
 */
import type { BannerLink } from '../lib/banner-link';
import { useAnnouncementContent } from '../api/get-announcement-content';
import { BannerCarousel, BannerCarouselPlaceholder } from './banner-carousel';
import { NoticeMarquee, NoticeMarqueePlaceholder } from './notice-marquee';

export function HomeAnnouncements({ merchantCode, language, onOpen }: { merchantCode: string | null; language: string; onOpen?: (link: BannerLink) => boolean }) {
  const { data, isPending } = useAnnouncementContent(merchantCode, language);
  // Both boxes are held while loading, so the page below does not move when they fill in.
  if (isPending) {
    return (
      <>
        <BannerCarouselPlaceholder />
        <NoticeMarqueePlaceholder />
      </>
    );
  }
  if (!data) return null;
  return (
    <>
      <BannerCarousel banners={data.banners} onOpen={onOpen} />
      <NoticeMarquee notices={[...data.headlines, ...data.playerNotices]} />
    </>
  );
}
