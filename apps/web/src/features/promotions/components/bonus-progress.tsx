/**
 * One bonus's turnover as the player follows it (issue 19): done of required with a progress bar that a
 * screen reader announces, what is left to wager and by when (the merchant's time, decision 0038); a
 * closed bonus says what was taken back. On a deposit bonus's page and in the bonus details.
 */
import { useTranslation } from 'react-i18next';
import type { MemberBonusGrant } from '@platform/contracts';
import { useMerchantTime } from '../../../lib/use-merchant-time';
import { turnoverPercent } from '../lib/bonus';
import './bonuses.css';

export function BonusProgress({ grant, money, testId }: { grant: MemberBonusGrant; money: (n: number) => string; testId: string }) {
  const { t } = useTranslation();
  const { dateTime } = useMerchantTime();
  const percent = turnoverPercent(grant);
  const done = t('promotions.bonuses.turnover', { done: money(grant.turnoverDone), required: money(grant.turnoverRequired) });
  const closed = grant.status === 'forfeited' || grant.status === 'expired';

  return (
    <div className="bonus-progress" data-testid={testId} data-status={grant.status}>
      <p className="bonus-progress-figures" data-testid={`${testId}-turnover`}>{done}</p>
      <div
        className="bonus-progress-bar" role="progressbar" aria-label={t('promotions.bonuses.progress', { title: grant.title })}
        aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent}% · ${done}`} data-testid={`${testId}-bar`}
      >
        <span className="bonus-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      {grant.status === 'active' ? (
        <>
          <p data-testid={`${testId}-left`}>{t('promotions.bonuses.left', { amount: money(grant.turnoverLeft) })}</p>
          <p className="bonus-progress-note" data-testid={`${testId}-expires`}>{t('promotions.bonuses.expires', { time: dateTime(grant.expiresAt) })}</p>
        </>
      ) : null}
      {closed && grant.takenBack !== null ? (
        <p className="bonus-progress-note" data-testid={`${testId}-taken-back`}>{t('promotions.bonuses.takenBack', { amount: money(grant.takenBack) })}</p>
      ) : null}
    </div>
  );
}
