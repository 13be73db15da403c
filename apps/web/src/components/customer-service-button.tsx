/** Opens the merchant's live chat (decrypted customer-service link) in a new tab. */
import { useTranslation } from 'react-i18next';
import { usePermission } from '../lib/permission-context';
import { openExternal, useServiceLinks } from '../lib/use-service-links';
import { Icon } from './ui/icon';

export function CustomerServiceButton({ variant = 'ghost', showLabel = true, className = '' }: {
  variant?: 'ghost' | 'primary' | 'outline' | 'icon';
  showLabel?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const permission = usePermission();
  const { liveChat } = useServiceLinks(permission.info.customerService);
  const label = t('service.liveChat');
  const classes = variant === 'icon' ? `icon-btn ${className}` : `btn btn-${variant} ${className}`;
  return (
    <button
      type="button"
      className={classes}
      aria-label={showLabel && variant !== 'icon' ? undefined : label}
      title={label}
      data-testid="customer-service-button"
      disabled={!liveChat}
      onClick={() => liveChat && openExternal(liveChat.url)}
    >
      <Icon name="headset" size={18} />
      {showLabel && variant !== 'icon' ? <span>{label}</span> : null}
    </button>
  );
}
