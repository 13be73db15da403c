/** "Times in GMT+7": said once on each page that lists times, which are all in the merchant's zone (decision 0038). */
import { useTranslation } from 'react-i18next';
import { useMerchantTime } from '../lib/use-merchant-time';
import './time-zone-note.css';

export function TimeZoneNote({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  const { zone } = useMerchantTime();
  return <p className="time-zone-note" data-testid={testId ?? 'time-zone-note'}>{t('common.timesIn', { zone })}</p>;
}
