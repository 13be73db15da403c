/**
 * The player's part in a deposit bonus on its page (issue 19, decision 0058): its state as the server
 * answers it and what it offers — Join before depositing (the next qualifying deposit earns the bonus),
 * the way to the deposit page once joined, the bonus paid with its turnover (done of required, what is
 * left, by when) and the way to the bonus details, or why it cannot be joined. A visitor is asked to log
 * in, a trial account to register.
 */
import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberBonusGrant, MemberPromotionState } from '@platform/contracts';
import { errorText } from '../../../lib/error-text';
import { formatAmount } from '../../../lib/format';
import { useAppStore } from '../../../stores/app-store';
import { promotionStateKey, usePromotionState } from '../api/applications';
import { bonusesQueryOptions } from '../api/get-bonuses';
import { takePart, type TakePart } from '../api/join-promotion';
import { CHANGED_BY_BONUS, depositBonusView, stateTextKey } from '../lib/bonus';
import { BONUS_DETAILS_PATH, DEPOSIT_PATH } from '../lib/promotion-links';
import { BonusProgress } from './bonus-progress';

function IssuedBonus({ grant, money }: { grant: MemberBonusGrant; money: (n: number) => string }) {
  const { t } = useTranslation();
  return (
    <>
      <p data-testid="promotion-join-issued">{t('promotions.join.issued', { amount: money(grant.amount) })}</p>
      {grant.status === 'met' ? <p data-testid="promotion-join-met">{t('promotions.join.met')}</p> : null}
      {grant.status === 'forfeited' ? <p data-testid="promotion-join-forfeited">{t('promotions.join.forfeited')}</p> : null}
      {grant.status === 'expired' ? <p data-testid="promotion-join-expired">{t('promotions.join.expired')}</p> : null}
      <BonusProgress grant={grant} money={money} testId="promotion-join-grant" />
      <Link to={BONUS_DETAILS_PATH} className="btn btn-ghost" data-testid="promotion-join-bonuses">{t('promotions.join.toBonuses')}</Link>
    </>
  );
}

export function PromotionJoin({ code }: { code: string }) {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const isTrial = useAppStore((s) => s.isTrial);
  const currencySymbol = useAppStore((s) => s.currencySymbol);
  const language = useAppStore((s) => s.language);
  const queryClient = useQueryClient();
  const state = usePromotionState(code, isTrial ? null : token);
  const issued = state.data?.state === 'ISSUED';
  // The state's grant is as last counted; the bonuses' answer counts the rounds settled since (decision 0058).
  const bonuses = useQuery({ ...bonusesQueryOptions(token), enabled: token !== null && !isTrial && issued });
  const [error, setError] = useState<string | null>(null);
  // The Join button is gone once joined: the new state takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  // Here, in the part that stays on the page, so the answer is never lost with a button that went away.
  const join = useMutation({
    mutationFn: (how: TakePart) => takePart(code, how),
    onMutate: () => setError(null),
    onSuccess: (next: MemberPromotionState, how) => {
      queryClient.setQueryData([...promotionStateKey(code), token ?? ''], next);
      void queryClient.invalidateQueries({ queryKey: ['promotions', 'states'] });
      // A claim pays at once: the balances and the withdraw figures change with it.
      if (how === 'claim') for (const queryKey of CHANGED_BY_BONUS.filter((k) => k[1] !== 'state')) void queryClient.invalidateQueries({ queryKey });
      requestAnimationFrame(() => heading.current?.focus());
    },
    onError: (err) => {
      setError(errorText(t, err));
      // Refused (not eligible any more, closed meanwhile): the state is read again, and the reason stays said.
      void queryClient.invalidateQueries({ queryKey: promotionStateKey(code) });
    },
  });

  if (!token) return <p className="promo-apply-note" data-testid="promotion-join-login">{t('promotions.join.loginFirst')}</p>;
  if (isTrial) return <p className="promo-apply-note" data-testid="promotion-join-trial">{t('promotions.join.trial')}</p>;
  if (state.isError) return <p className="promo-alert" role="alert" data-testid="promotion-join-failed">{errorText(t, state.error)}</p>;
  const s = state.data;
  if (!s) return <p className="promo-loading" role="status">{t('common.loading')}</p>;
  const view = depositBonusView(s);
  const money = (n: number) => `${currencySymbol} ${formatAmount(n, language)}`;
  const grant = s.grant ? (bonuses.data?.list.find((g) => g.id === s.grant!.id) ?? s.grant) : null;

  return (
    <section className="promo-apply" aria-labelledby="promotion-join-title" data-testid="promotion-join" data-state={s.state} data-view={view}>
      <h2 id="promotion-join-title" className="promo-apply-title" ref={heading} tabIndex={-1}>
        {t('promotions.join.heading')}: <span className={`promo-state promo-state-${view.toLowerCase()}`} data-testid="promotion-state">{t(stateTextKey(s))}</span>
      </h2>
      {error ? <p className="promo-alert" role="alert" data-testid="promotion-join-error">{error}</p> : null}
      {view === 'JOIN' ? (
        <>
          <p data-testid="promotion-join-hint">{t('promotions.join.hint')}</p>
          <button type="button" className="btn btn-primary" disabled={join.isPending} aria-busy={join.isPending} onClick={() => join.mutate('join')} data-testid="promotion-join-action">
            {t('promotions.join.action')}
          </button>
        </>
      ) : null}
      {view === 'NOT_ELIGIBLE' ? <p data-testid="promotion-join-not-eligible">{t('promotions.join.notEligible')}</p> : null}
      {view === 'JOINED' ? (
        <>
          <p data-testid="promotion-join-joined">{t('promotions.join.joined')}</p>
          <Link to={DEPOSIT_PATH} className="btn btn-primary" data-testid="promotion-join-deposit">{t('promotions.join.toDeposit')}</Link>
        </>
      ) : null}
      {view === 'CLAIM' ? (
        <>
          <p data-testid="promotion-join-claim">{t('promotions.join.claim')}</p>
          <button type="button" className="btn btn-primary" disabled={join.isPending} aria-busy={join.isPending} onClick={() => join.mutate('claim')} data-testid="promotion-claim-action">
            {t('promotions.join.claimAction')}
          </button>
        </>
      ) : null}
      {view === 'ISSUED' && grant ? <IssuedBonus grant={grant} money={money} /> : null}
      {view === 'COMING_SOON' ? <p data-testid="promotion-join-coming-soon">{t('promotions.join.comingSoon')}</p> : null}
      {view === 'CLOSE' ? <p data-testid="promotion-join-closed">{t('promotions.join.closed')}</p> : null}
    </section>
  );
}
