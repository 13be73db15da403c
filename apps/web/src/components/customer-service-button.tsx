/** "Live chat": opens the support sheet with the merchant's channels (components/support-sheet.tsx). */
import { useTranslation } from 'react-i18next';
import { useSupportSheet } from './support-sheet';
import { Icon } from './ui/icon';

export function CustomerServiceButton({ variant = 'ghost', showLabel = true, className = '' }: {
  variant?: 'ghost' | 'primary' | 'outline' | 'icon';
  showLabel?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const support = useSupportSheet();
  const label = t('service.liveChat');
  const classes = variant === 'icon' ? `icon-btn ${className}` : `btn btn-${variant} ${className}`;
  return (
    <>
      <button
        type="button"
        className={classes}
        aria-label={showLabel && variant !== 'icon' ? undefined : label}
        aria-haspopup="dialog"
        title={label}
        data-testid="customer-service-button"
        onClick={support.open}
      >
        <Icon name="headset" size={18} />
        {showLabel && variant !== 'icon' ? <span>{label}</span> : null}
      </button>
      {support.sheet}
    </>
  );
}
