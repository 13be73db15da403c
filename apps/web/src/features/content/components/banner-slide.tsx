/** One banner: the server-drawn art with its title laid over it as real text; a button when it links somewhere. */
import type { BannerView } from '@platform/contracts';

export function BannerSlide({ banner, eager, onActivate }: { banner: BannerView; eager: boolean; onActivate: (banner: BannerView) => void }) {
  const body = (
    <>
      {/* Decorative: the title below says what the banner is. Fixed size keeps the layout still while it loads. */}
      <img className="banner-art" src={banner.url} alt="" width={1200} height={400} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} decoding="async" />
      <span className="banner-copy">
        <span className="banner-title">{banner.title}</span>
        {banner.subtitle ? <span className="banner-subtitle">{banner.subtitle}</span> : null}
      </span>
    </>
  );
  if (!banner.linkageType) {
    return <div className="banner-slide" data-testid="banner-slide">{body}</div>;
  }
  return (
    <button type="button" className="banner-slide banner-slide-link" data-testid="banner-slide" data-linkage={banner.linkageType} onClick={() => onActivate(banner)}>
      {body}
    </button>
  );
}
