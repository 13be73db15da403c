/**
 * The header balance (spec §2, §4, §9): the amount from the player's public state with 2 decimals,
 * shown as asterisks when hidden, and a refresh button. Until the state arrives (or when it cannot
 * load) a dash stands in; no amount is ever made up.
 */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon';
import { usePublicState } from '../../lib/use-public-state';
import { formatAmount } from '../../lib/format';
import { useAppStore } from '../../stores/app-store';

export function HeaderBalance({ testId, className = '' }: { testId: string; className?: string }) {
  const { t } = useTranslation();
  const hidden = useAppStore((s) => s.balanceHidden);
  const language = useAppStore((s) => s.language);
  const state = usePublicState();
  const amount = state.data ? `${state.data.currencySymbol} ${formatAmount(state.data.balance, language)}`.trim() : null;
  const refreshing = state.isFetching;

  return (
    <div className={`header-balance ${className}`.trim()} data-testid={testId}>
      <span className="visually-hidden">{t('header.balance')}</span>
      <span
        className="header-balance-value"
        aria-label={hidden ? t('header.balanceHidden') : amount ?? t('header.balanceUnavailable')}
        data-testid={`${testId}-value`}
      >
        {hidden ? '****' : amount ?? t('header.balancePlaceholder')}
      </span>
      <button
        type="button"
        className="icon-btn header-balance-btn"
        aria-label={t('header.refreshBalance')}
        aria-busy={refreshing}
        disabled={refreshing}
        onClick={() => void state.refetch()}
        data-testid={`${testId}-refresh`}
      >
        <Icon name="refresh" size={16} className={refreshing ? 'header-spin' : undefined} />
      </button>
      <button
        type="button"
        className="icon-btn header-balance-btn"
        aria-pressed={hidden}
        aria-label={hidden ? t('header.showBalance') : t('header.hideBalance')}
        onClick={() => useAppStore.getState().toggleBalanceHidden()}
        data-testid={`${testId}-toggle`}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
      </button>
    </div>
  );
}
