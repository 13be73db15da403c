/** Social-media resources and customer-service links of the merchant, as icon links. */
import { useTranslation } from 'react-i18next';
import { RESOURCE_TYPES } from '@platform/contracts';
import { usePermission } from '../lib/permission-context';
import { isSafeExternalUrl } from '../lib/service-link';
import { useServiceLinks, type ServiceLink } from '../lib/use-service-links';
import { Icon, type IconName } from './ui/icon';

const RESOURCE_ICON: Record<(typeof RESOURCE_TYPES)[number], IconName> = { TELEGRAM: 'telegram', TELEGRAM1: 'telegram', FACEBOOK: 'facebook' };
/** The icon of each customer-service channel type (also the support sheet's). */
export const SERVICE_ICON: Record<ServiceLink['type'], IconName> = {
  LIVE_CHAT: 'headset',
  TELEGRAM: 'telegram',
  LINE: 'chat',
  WHATSAPP: 'phone',
  EMAIL: 'mail',
  PHONE: 'phone',
};

export interface ContactLink {
  key: string;
  url: string;
  label: string;
  icon: IconName;
}

/** The merchant's social-media pages: straight from the permission payload (nothing to wait for). */
export function useSocialLinks(): ContactLink[] {
  const { t } = useTranslation();
  const permission = usePermission();
  return RESOURCE_TYPES.flatMap((type) => {
    const resource = permission.info.resources[type];
    if (!resource || !isSafeExternalUrl(resource.url)) return [];
    return [{ key: type, url: resource.url, label: t(`social.${type}`), icon: RESOURCE_ICON[type] }];
  });
}

/**
 * The customer-service channels, once decrypted (a moment after the page starts). Read it in the small
 * part that lists them: the answer re-renders its reader, and a whole side menu or footer reading it
 * drew about a hundred components again right after hydration (bench:main-thread, decision 0040).
 */
export function useServiceContactLinks(): ContactLink[] {
  const { t } = useTranslation();
  const permission = usePermission();
  const { links } = useServiceLinks(permission.info.customerService);
  return links.map((link, i) => ({ key: `${link.type}-${i}`, url: link.url, label: t(`service.types.${link.type}`), icon: SERVICE_ICON[link.type] }));
}

export function ContactLinkList({ links, className, itemClassName, showLabels }: {
  links: ContactLink[];
  className: string;
  itemClassName: string;
  showLabels: boolean;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.key}>
          <a className={itemClassName} href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.label} title={link.label}>
            <Icon name={link.icon} size={18} />
            {showLabels ? <span className="side-label">{link.label}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
