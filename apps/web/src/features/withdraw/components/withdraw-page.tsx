/**
 * The member centre's withdraw page (spec §2 withdraw, §3, §4): the balance, the bound bank accounts,
 * the request form (amount within the merchant's range, fund password) and the player's withdrawals
 * with the receipt confirmation. Without a fund password the form points to the security centre. While a
 * bonus's turnover is open (issue 19), the page says what is left to wager, with the way to the bonus details.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { formatAmount } from '../../../lib/format';
import { useAppStore } from '../../../stores/app-store';
import { withdrawInfoQueryOptions } from '../api/get-withdraw-info';
import { BankAccounts } from './bank-accounts';
import { WithdrawForm } from './withdraw-form';
import { WithdrawHistory } from './withdraw-history';
import '../withdraw.css';

export function WithdrawPage() {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const language = useAppStore((s) => s.language);
  const queryClient = useQueryClient();
  const info = useQuery(withdrawInfoQueryOptions(token));

  /** Money or accounts changed: the page, the history and the header balance read again. */
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['withdrawInfo'] });
    void queryClient.invalidateQueries({ queryKey: ['withdrawals'] });
    void queryClient.invalidateQueries({ queryKey: ['publicState'] });
  };

  if (info.isPending) return <p role="status" data-testid="withdraw-loading">{t('common.loading')}</p>;
  if (info.isError) {
    return (
      <section className="withdraw" data-testid="withdraw-page">
        <p className="auth-alert" role="alert">{errorText(t, info.error)}</p>
      </section>
    );
  }
  const data = info.data;
  const money = (n: number) => `${data.currencySymbol} ${formatAmount(n, language)}`;

  return (
    <section className="withdraw" data-testid="withdraw-page" aria-labelledby="withdraw-title">
      <h1 id="withdraw-title" className="page-title">{t('withdraw.title')}</h1>
      <p className="withdraw-balance" data-testid="withdraw-balance">
        {t('withdraw.balance')}: <strong>{money(data.balance)}</strong>
      </p>
      {data.turnover ? (
        <p className="withdraw-note" data-testid="withdraw-turnover">
          {t('withdraw.turnover', { done: money(data.turnover.done), required: money(data.turnover.required) })}
        </p>
      ) : null}
      {data.bonusTurnoverLeft > 0 ? (
        <div className="withdraw-card withdraw-bonus" role="note" data-testid="withdraw-bonus-turnover">
          <p>{t('withdraw.bonusTurnover', { amount: money(data.bonusTurnoverLeft) })}</p>
          <Link to="/member?page=bonusDetails" className="btn btn-ghost" data-testid="withdraw-bonus-details">{t('withdraw.bonusDetails')}</Link>
        </div>
      ) : null}
      <BankAccounts info={data} onChanged={refresh} />
      {data.fundPasswordSet ? (
        <WithdrawForm info={data} money={money} onDone={refresh} />
      ) : (
        <div className="withdraw-card" data-testid="withdraw-no-fund-password">
          <p>{t('withdraw.fundPasswordMissing')}</p>
          <Link to="/member?page=securityCenter" className="btn btn-primary" data-testid="withdraw-security-link">
            {t('withdraw.goToSecurity')}
          </Link>
        </div>
      )}
      <WithdrawHistory money={money} autoReceiveMinutes={data.autoReceiveMinutes} onChanged={refresh} />
    </section>
  );
}
