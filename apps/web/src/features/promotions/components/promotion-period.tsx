/** Where a promotion stands in its window, as a badge and the time that goes with it (in the merchant's zone). */
import type { PromotionCard } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useMerchantTime } from '../../../lib/use-merchant-time';

function when(promotion: PromotionCard, t: (key: string, values?: Record<string, string>) => string, dateTime: (at: string) => string): string | null {
  const { period, startsAt, endsAt } = promotion;
  if (period === 'COMING_SOON') return startsAt ? t('promotions.startsAt', { time: dateTime(startsAt) }) : null;
  if (period === 'RUNNING') return endsAt ? t('promotions.endsAt', { time: dateTime(endsAt) }) : t('promotions.noEnd');
  // Over: its end has passed, or the operator has paused it (no time to give then).
  return endsAt && Date.parse(endsAt) <= Date.now() ? t('promotions.endedAt', { time: dateTime(endsAt) }) : null;
}

export function PromotionPeriod({ promotion, testId }: { promotion: PromotionCard; testId: string }) {
  const { t } = useTranslation();
  const { dateTime } = useMerchantTime();
  const text = when(promotion, t, dateTime);
  return (
    <p className="promo-period" data-testid={testId}>
      <span className={`promo-badge promo-badge-${promotion.period.toLowerCase().replace('_', '-')}`} data-period={promotion.period}>
        {t(`promotions.period.${promotion.period}`)}
      </span>
      {text ? <span className="promo-when">{text}</span> : null}
    </p>
  );
}
