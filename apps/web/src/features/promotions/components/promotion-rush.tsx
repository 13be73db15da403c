/**
 * The player's part in a red envelope on its page (issue 19, decision 0058 "Red envelopes"): the rush as the
 * server answers it — when the next one opens (a countdown, then the take button), while one is open how many
 * envelopes are left and until when, the day's deposit it still needs (with the way to the deposit page), the
 * envelope taken in this rush with its turnover, or that every envelope is gone. Taking one pays it at once;
 * the amount is said where the button was. A visitor is asked to log in, a trial account to register.
 */
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClaimRaffleResult, MemberPromotionState } from '@platform/contracts';
import { errorText } from '../../../lib/error-text';
import { formatAmount, formatCount } from '../../../lib/format';
import { useMerchantTime } from '../../../lib/use-merchant-time';
import { useAppStore } from '../../../stores/app-store';
import { promotionStateKey, usePromotionState } from '../api/applications';
import { claimEnvelope } from '../api/claim-envelope';
import { bonusesQueryOptions } from '../api/get-bonuses';
import { CHANGED_BY_BONUS, stateTextKey } from '../lib/bonus';
import { BONUS_DETAILS_PATH, DEPOSIT_PATH } from '../lib/promotion-links';
import { clockOf, rushTarget, rushView, secondsUntil } from '../lib/rush';
import { useSecondsUntil } from '../lib/use-seconds-until';
import { BonusProgress } from './bonus-progress';

/** While a rush is open its envelopes left are asked again this often; once its moment has passed, this often until the server moves on. */
const OPEN_RUSH_REFRESH_MS = 15_000;
const PASSED_REFRESH_MS = 2_000;

/** How often the state is asked again: soon after the rush's moment has passed (a clock a little ahead of the server's), every 15 s while it is open. */
function refreshOf(state: MemberPromotionState | undefined): number | false {
  const rush = state?.rush;
  if (!state || !rush) return false;
  const target = rushTarget(rushView(state), rush);
  if (target !== null && secondsUntil(target, Date.now()) === 0) return PASSED_REFRESH_MS;
  return rush.open ? OPEN_RUSH_REFRESH_MS : false;
}

/** The state right after an envelope was taken: the server's next answer says the same, this only spares the wait for it. */
function takenState(state: MemberPromotionState, result: ClaimRaffleResult): MemberPromotionState {
  const left = state.rush?.left;
  return {
    ...state, state: 'CLAIMED', canJoin: false, grant: result.grant,
    rush: { ...result.rush, left: left == null ? null : result.replayed ? left : Math.max(0, left - 1) },
  };
}

export function PromotionRush({ code }: { code: string }) {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const isTrial = useAppStore((s) => s.isTrial);
  const currencySymbol = useAppStore((s) => s.currencySymbol);
  const language = useAppStore((s) => s.language);
  const { dateTime } = useMerchantTime();
  const queryClient = useQueryClient();
  const state = usePromotionState(code, isTrial ? null : token, refreshOf);
  const s = state.data;
  const view = s ? rushView(s) : 'CLOSE';
  const target = s ? rushTarget(view, s.rush) : null;
  const seconds = useSecondsUntil(target);
  // The state's grant is as last counted; the bonuses' answer counts the rounds settled since (decision 0058).
  const bonuses = useQuery({ ...bonusesQueryOptions(token), enabled: token !== null && !isTrial && view === 'CLAIMED' && s?.grant != null });
  const [error, setError] = useState<string | null>(null);
  const [opened, setOpened] = useState<ClaimRaffleResult | null>(null);
  // The take button is gone once taken: the heading, which now says what was in the envelope, takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);

  // The rush's moment has come (it opens, or it is over): the server says what follows.
  useEffect(() => {
    if (target !== null && seconds === 0) void queryClient.invalidateQueries({ queryKey: promotionStateKey(code) });
  }, [target, seconds, code, queryClient]);

  const take = useMutation({
    mutationFn: () => claimEnvelope(code),
    onMutate: () => setError(null),
    onSuccess: (result) => {
      setOpened(result);
      queryClient.setQueryData<MemberPromotionState>([...promotionStateKey(code), token ?? ''], (before) => (before ? takenState(before, result) : before));
      // The envelope is paid at once: the balances, the withdraw figures and the cards' states change with it.
      for (const queryKey of CHANGED_BY_BONUS) void queryClient.invalidateQueries({ queryKey });
      requestAnimationFrame(() => heading.current?.focus());
    },
    onError: (err) => {
      setError(errorText(t, err));
      // Refused (all taken, not open any more, a deposit needed): the state is read again, and the reason stays said.
      void queryClient.invalidateQueries({ queryKey: promotionStateKey(code) });
    },
  });

  if (!token) return <p className="promo-apply-note" data-testid="promotion-rush-login">{t('promotions.rush.loginFirst')}</p>;
  if (isTrial) return <p className="promo-apply-note" data-testid="promotion-rush-trial">{t('promotions.rush.trial')}</p>;
  if (state.isError) return <p className="promo-alert" role="alert" data-testid="promotion-rush-failed">{errorText(t, state.error)}</p>;
  if (!s) return <p className="promo-loading" role="status">{t('common.loading')}</p>;
  const money = (n: number) => `${currencySymbol} ${formatAmount(n, language)}`;
  const rush = s.rush;
  const grant = s.grant ? (bonuses.data?.list.find((g) => g.id === s.grant!.id) ?? s.grant) : null;
  const justOpened = opened !== null && rush !== null && opened.rush.startsAt === rush.startsAt ? opened : null;

  return (
    <section className="promo-apply promo-rush" aria-labelledby="promotion-rush-title" data-testid="promotion-rush" data-state={s.state} data-view={view}>
      <h2 id="promotion-rush-title" className="promo-apply-title" ref={heading} tabIndex={-1}>
        {t('promotions.rush.heading')}: <span className={`promo-state promo-state-${view.toLowerCase()}`} data-testid="promotion-state">{t(stateTextKey(s))}</span>
      </h2>
      {justOpened ? (
        <p className="promo-rush-amount" role="status" data-testid="promotion-rush-opened">
          {t(justOpened.replayed ? 'promotions.rush.claimed' : 'promotions.rush.opened', { amount: money(justOpened.amount) })}
        </p>
      ) : null}
      {error ? <p className="promo-alert" role="alert" data-testid="promotion-rush-error">{error}</p> : null}
      {rush && view !== 'CLOSE' ? (
        <p className="promo-rush-clock" data-testid="promotion-rush-when">
          <span>{t(rush.open ? 'promotions.rush.closesAt' : 'promotions.rush.opensAt', { time: dateTime(rush.open ? rush.endsAt : rush.startsAt) })}</span>{' '}
          {/* A timer is not read out each second (its role is polite by nothing): the time beside it is what a screen reader says. */}
          <span role="timer" className="promo-rush-countdown" data-testid="promotion-rush-countdown">
            {t(rush.open ? 'promotions.rush.closesIn' : 'promotions.rush.opensIn', { clock: clockOf(seconds) })}
          </span>
        </p>
      ) : null}
      {rush?.open && rush.left !== null && (view === 'CLAIM' || view === 'DEPOSIT_NEEDED') ? (
        <p data-testid="promotion-rush-left">{t('promotions.rush.left', { left: formatCount(rush.left, language), envelopes: formatCount(rush.envelopes, language) })}</p>
      ) : null}
      {view === 'CLAIM' ? (
        <>
          <p data-testid="promotion-rush-hint">{t('promotions.rush.hint')}</p>
          <button type="button" className="btn btn-primary" disabled={take.isPending} aria-busy={take.isPending} onClick={() => take.mutate()} data-testid="promotion-rush-take">
            {t('promotions.rush.action')}
          </button>
        </>
      ) : null}
      {view === 'DEPOSIT_NEEDED' && rush?.depositNeeded != null ? (
        <>
          <p data-testid="promotion-rush-deposit-needed">{t('promotions.rush.depositNeeded', { amount: money(rush.depositNeeded) })}</p>
          <Link to={DEPOSIT_PATH} className="btn btn-primary" data-testid="promotion-rush-deposit">{t('promotions.join.toDeposit')}</Link>
        </>
      ) : null}
      {view === 'CLAIMED' && rush?.claimed != null ? (
        <>
          {justOpened ? null : <p data-testid="promotion-rush-claimed">{t('promotions.rush.claimed', { amount: money(rush.claimed) })}</p>}
          <p data-testid="promotion-rush-next">{t('promotions.rush.next')}</p>
          {grant ? (
            <>
              <BonusProgress grant={grant} money={money} testId="promotion-rush-grant" />
              <Link to={BONUS_DETAILS_PATH} className="btn btn-ghost" data-testid="promotion-rush-bonuses">{t('promotions.join.toBonuses')}</Link>
            </>
          ) : null}
        </>
      ) : null}
      {view === 'ALL_TAKEN' ? <p data-testid="promotion-rush-all-taken">{t('promotions.rush.allTaken')}</p> : null}
      {view === 'COMING_SOON' ? <p data-testid="promotion-rush-coming-soon">{t('promotions.rush.hint')}</p> : null}
      {view === 'CLOSE' ? <p data-testid="promotion-rush-closed">{t('promotions.rush.closed')}</p> : null}
    </section>
  );
}
