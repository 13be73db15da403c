/**
 * The home page's notice marquee (spec §2): headlines and player notices scroll by; hovering or
 * focusing it pauses the scroll, a visitor who asked for reduced motion gets a still, scrollable
 * row instead (CSS), and each title is a button that opens the notice in a dialog with its HTML
 * (cleaned on the server, and again in notice-content.tsx before it is rendered).
 */
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeView } from '@platform/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import './notice-marquee.css';

const NoticeContent = lazy(() => import('./notice-content'));

/** Scroll speed: about 6 characters a second, never faster than one pass in 12 s. */
function durationFor(notices: NoticeView[]): number {
  const chars = notices.reduce((n, notice) => n + notice.title.length + 8, 0);
  return Math.max(12, Math.round(chars / 6));
}

export function NoticeMarquee({ notices }: { notices: NoticeView[] }) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = notices.find((n) => n.id === openId) ?? null;
  if (!notices.length) return null;

  const items = (copy: boolean) =>
    notices.map((notice) => (
      <li key={`${copy ? 'copy-' : ''}${notice.id}`} className="notice-marquee-item">
        <button
          type="button"
          className="notice-marquee-link"
          // The second copy only makes the loop seamless: screen readers and Tab skip it.
          tabIndex={copy ? -1 : undefined}
          data-testid={copy ? undefined : 'notice-marquee-item'}
          onClick={() => setOpenId(notice.id)}
        >
          {notice.type === 'H' ? <span className="notice-marquee-badge">{t('content.headline')}</span> : null}
          {notice.title}
        </button>
      </li>
    ));

  return (
    <section className="notice-marquee" aria-label={t('content.noticesLabel')} data-testid="notice-marquee">
      <span className="notice-marquee-icon" aria-hidden="true">
        <Icon name="info" size={18} />
      </span>
      <div className="notice-marquee-viewport">
        <div className="notice-marquee-track" style={{ '--marquee-duration': `${durationFor(notices)}s` } as CSSProperties}>
          <ul className="notice-marquee-list">{items(false)}</ul>
          <ul className="notice-marquee-list notice-marquee-copy" aria-hidden="true">{items(true)}</ul>
        </div>
      </div>
      <Dialog open={open !== null} onClose={() => setOpenId(null)} title={open?.title ?? ''} testId="notice-dialog">
        <Suspense fallback={null}>
          <NoticeContent content={open?.content ?? null} empty={t('content.noDetails')} />
        </Suspense>
      </Dialog>
    </section>
  );
}

/** The marquee's box while the notices load. */
export function NoticeMarqueePlaceholder() {
  return <div className="notice-marquee" aria-hidden="true" data-testid="notice-marquee-placeholder" />;
}
