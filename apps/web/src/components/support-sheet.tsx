/**
 * Support, one tap away (issue 17): the merchant's channels (LINE, Telegram, WhatsApp, e-mail, phone,
 * an outside live chat) as the operator set them, in a sheet. Opened by every "live chat" button —
 * header, footer, phone bottom bar, maintenance and blocked screens.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../lib/permission-context';
import { useServiceLinks } from '../lib/use-service-links';
import { SERVICE_ICON } from './contact-links';
import { Dialog } from './ui/dialog';
import { Icon } from './ui/icon';
import './support-sheet.css';

const CHANNEL_ICON = SERVICE_ICON;

export function SupportSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // The channels are read inside the open sheet only: a closed sheet (one per "live chat" button) is
  // not drawn again when they arrive after start-up.
  return (
    <Dialog open={open} onClose={onClose} title={t('support.title')} size="sm" testId="support-sheet">
      <SupportChannels />
    </Dialog>
  );
}

function SupportChannels() {
  const { t } = useTranslation();
  const permission = usePermission();
  const { links, ready } = useServiceLinks(permission.info.customerService);
  if (links.length === 0) return <p className="support-empty" data-testid="support-empty">{ready ? t('support.empty') : t('common.loading')}</p>;
  return (
    <>
      <p className="support-intro">{t('support.intro')}</p>
      <ul className="support-list">
        {links.map((link, i) => (
          <li key={`${link.type}-${i}`}>
            <a className="support-channel" href={link.url} target="_blank" rel="noopener noreferrer" data-testid={`support-channel-${link.type}`}>
              <span className={`support-channel-icon support-channel-${link.type.toLowerCase()}`} aria-hidden="true">
                <Icon name={CHANNEL_ICON[link.type]} size={22} />
              </span>
              <span className="support-channel-text">
                <strong>{t(`service.types.${link.type}`)}</strong>
                {link.label ? <span>{link.label}</span> : null}
              </span>
              <Icon name="chevronRight" size={18} aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A button's open state and the sheet it opens, for buttons of any look. */
export function useSupportSheet() {
  const [open, setOpen] = useState(false);
  return { open: () => setOpen(true), sheet: <SupportSheet open={open} onClose={() => setOpen(false)} /> };
}
