/**
 * The banner as the player site's home carousel draws it: the same 3:1 box (2:1 on a phone is the same
 * art cut narrower), the art covering it and the title and subtitle laid over its left part as text.
 */
import { useTranslation } from 'react-i18next';
import './content.css';

export function BannerPreview({ src, title, subtitle, testId }: { src: string | null; title: string; subtitle: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <figure className="banner-preview-figure">
      <div className="banner-preview" data-testid={testId}>
        {/* Decorative, as on the player site: the title over it is the text. */}
        {src ? <img className="banner-preview-art" src={src} alt="" width={1200} height={400} /> : null}
        <span className="banner-preview-copy">
          <span className="banner-preview-title">{title}</span>
          {subtitle ? <span className="banner-preview-subtitle">{subtitle}</span> : null}
        </span>
      </div>
      <figcaption className="note">{t('content.banners.previewCaption')}</figcaption>
    </figure>
  );
}
