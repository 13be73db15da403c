/**
 * "My bonuses" on the member centre's bonus details (issue 19): each bonus the player was paid, newest
 * first, with its amount, its state and its turnover (done of required, what is left, by when), from
 * GET /wps/member/bonuses. An open one can be given up after a confirmation that says the bonus is taken
 * back from the wallet; then the list, the balances and the withdraw page's figures are read again.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberBonusGrant, MemberBonusGrants } from '@platform/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { errorText } from '../../../lib/error-text';
import { formatAmount } from '../../../lib/format';
import { useAppStore } from '../../../stores/app-store';
import { bonusesKey, bonusesQueryOptions } from '../api/get-bonuses';
import { forfeitBonus } from '../api/forfeit-bonus';
import { canForfeit, CHANGED_BY_BONUS } from '../lib/bonus';
import { promotionDetailPath, promotionsPath } from '../lib/promotion-links';
import { BonusProgress } from './bonus-progress';
import './bonuses.css';


function BonusItem({ grant, money, onForfeit }: { grant: MemberBonusGrant; money: (n: number) => string; onForfeit: (grant: MemberBonusGrant) => void }) {
  const { t } = useTranslation();
  const titleId = `my-bonus-${grant.id}-title`;
  return (
    <li className="my-bonus" aria-labelledby={titleId} data-testid="my-bonus" data-id={grant.id} data-status={grant.status}>
      <div className="my-bonus-head">
        <h3 id={titleId} className="my-bonus-title">
          <Link to={promotionDetailPath(grant.promotionCode)}>{grant.title}</Link>
        </h3>
        <span className={`my-bonus-status my-bonus-status-${grant.status}`} data-testid="my-bonus-status">{t(`promotions.bonuses.statuses.${grant.status}`)}</span>
      </div>
      <p data-testid="my-bonus-amount">{t('promotions.bonuses.amount', { amount: money(grant.amount) })}</p>
      <BonusProgress grant={grant} money={money} testId="my-bonus-progress" />
      {canForfeit(grant) ? (
        <button type="button" className="btn btn-outline" onClick={() => onForfeit(grant)} aria-describedby={titleId} data-testid="my-bonus-forfeit">
          {t('promotions.bonuses.forfeit')}
        </button>
      ) : null}
    </li>
  );
}

export function MyBonuses() {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const symbol = useAppStore((s) => s.currencySymbol);
  const language = useAppStore((s) => s.language);
  const queryClient = useQueryClient();
  const bonuses = useQuery(bonusesQueryOptions(token));
  const [asked, setAsked] = useState<MemberBonusGrant | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const money = (n: number) => `${symbol} ${formatAmount(n, language)}`;

  // In the panel, which stays while the dialog comes and goes: the answer always lands.
  const forfeit = useMutation({
    mutationFn: (grant: MemberBonusGrant) => forfeitBonus(grant.id),
    onMutate: () => setProblem(null),
    onSuccess: (answer: MemberBonusGrants, grant) => {
      queryClient.setQueryData([...bonusesKey, token ?? ''], answer);
      for (const queryKey of CHANGED_BY_BONUS) void queryClient.invalidateQueries({ queryKey });
      const closed = answer.list.find((g) => g.id === grant.id);
      setOutcome(t('promotions.bonuses.forfeited', { title: grant.title, amount: money(closed?.takenBack ?? 0) }));
      setAsked(null);
    },
    onError: (err) => setProblem(errorText(t, err)),
  });

  const ask = (grant: MemberBonusGrant) => {
    setProblem(null);
    setOutcome(null);
    setAsked(grant);
  };
  const data = bonuses.data;

  return (
    <section className="my-bonuses" aria-labelledby="my-bonuses-title" aria-busy={bonuses.isFetching} data-testid="my-bonuses">
      <h2 id="my-bonuses-title" className="my-bonuses-title">{t('promotions.bonuses.title')}</h2>
      {bonuses.isError ? <p className="auth-alert" role="alert">{errorText(t, bonuses.error)}</p> : null}
      {bonuses.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {/* Said when a bonus was given up: the button that asked is gone, so the page tells what happened. */}
      <p role="status" className="my-bonuses-note" data-testid="my-bonuses-outcome">{outcome}</p>
      {data && data.list.length === 0 ? (
        <p className="my-bonuses-note" data-testid="my-bonuses-empty">
          {t('promotions.bonuses.empty')} <Link to={promotionsPath(null)}>{t('promotions.bonuses.toPromotions')}</Link>
        </p>
      ) : null}
      {/* With one open bonus its own figure says it all. */}
      {data && data.turnoverLeft > 0 && data.list.filter(canForfeit).length > 1 ? (
        <p data-testid="my-bonuses-left">{t('promotions.bonuses.totalLeft', { amount: money(data.turnoverLeft) })}</p>
      ) : null}
      {data && data.list.length > 0 ? (
        <ul className="my-bonuses-list" data-testid="my-bonuses-list">
          {data.list.map((g) => <BonusItem key={g.id} grant={g} money={money} onForfeit={ask} />)}
        </ul>
      ) : null}
      <Dialog open={asked !== null} onClose={() => setAsked(null)} title={t('promotions.bonuses.forfeitTitle')} size="sm" testId="my-bonus-forfeit-dialog">
        {asked ? (
          <>
            <p data-testid="my-bonus-forfeit-text">{t('promotions.bonuses.forfeitText', { title: asked.title, amount: money(asked.amount) })}</p>
            {problem ? <p className="auth-alert" role="alert" data-testid="my-bonus-forfeit-error">{problem}</p> : null}
            <div className="dialog-actions">
              <button type="button" className="btn btn-outline" onClick={() => setAsked(null)} data-autofocus data-testid="my-bonus-forfeit-cancel">{t('common.cancel')}</button>
              <button type="button" className="btn btn-primary" disabled={forfeit.isPending} aria-busy={forfeit.isPending} onClick={() => forfeit.mutate(asked)} data-testid="my-bonus-forfeit-confirm">
                {t('promotions.bonuses.forfeitConfirm')}
              </button>
            </div>
          </>
        ) : null}
      </Dialog>
    </section>
  );
}
