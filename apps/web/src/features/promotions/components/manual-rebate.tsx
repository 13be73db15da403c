/**
 * The member centre's manual rebate (spec §2 manualRebate; issue 19, decision 0058 "Rebates and cashback"):
 * one card per running rebate the player may claim by hand, from GET /wps/member/rebates — the merchant's day
 * it counts and until when, today's valid bets of its game types, what they earned, what was already paid and
 * what is unpaid, its rate per game type and its smallest payment. Claim pays the unpaid part at once; the
 * amount is said on the card, whose heading takes the focus from the button that went away. Without Claim the
 * card says why (nothing yet, or less than the smallest payment). None running: the way to the promotions.
 */
import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberRebate, MemberRebates, RebateClaimResult } from '@platform/contracts';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorText } from '../../../lib/error-text';
import { formatAmount, formatDay } from '../../../lib/format';
import { useMerchantTime } from '../../../lib/use-merchant-time';
import { useAppStore } from '../../../stores/app-store';
import { bonusesKey } from '../api/get-bonuses';
import { claimRebate, rebatesKey, rebatesQueryOptions } from '../api/rebates';
import { CHANGED_BY_BONUS } from '../lib/bonus';
import { BONUS_DETAILS_PATH, promotionsPath } from '../lib/promotion-links';
import { formatRate, gameTypeKey, ratedTypes, rebateView } from '../lib/rebate';
import './rebates.css';

interface CardProps {
  rebate: MemberRebate;
  money: (n: number) => string;
  /** What this page's last claim of this rebate paid, and the refusal it met. */
  claimed: RebateClaimResult | null;
  problem: string | null;
  pending: boolean;
  onClaim: (code: string) => void;
  headingRef: (el: HTMLHeadingElement | null) => void;
}

function RebateCard({ rebate, money, claimed, problem, pending, onClaim, headingRef }: CardProps) {
  const { t } = useTranslation();
  const { language, dateTime } = useMerchantTime();
  const view = rebateView(rebate);
  const titleId = `manual-rebate-${rebate.code}-title`;
  const figure = (label: string, amount: number, testId: string) => (
    <div><dt>{label}</dt><dd data-testid={testId}>{money(amount)}</dd></div>
  );
  return (
    <li className="rebate-card" aria-labelledby={titleId} data-testid="manual-rebate-card" data-code={rebate.code} data-view={view}>
      <h2 id={titleId} className="rebate-card-title" ref={headingRef} tabIndex={-1}>{rebate.title}</h2>
      <p className="rebate-card-day" data-testid="manual-rebate-day">
        {t('promotions.rebates.day', { day: formatDay(rebate.day, language), time: dateTime(rebate.endsAt) })}
      </p>
      {/* Said once claimed: the button that asked is gone, so the card tells what it paid. */}
      <p role="status" className="rebate-card-claimed" data-testid="manual-rebate-claimed">
        {claimed ? t('promotions.rebates.claimed', { amount: money(claimed.amount) }) : null}
      </p>
      {claimed?.grant ? <Link to={BONUS_DETAILS_PATH} className="btn btn-ghost" data-testid="manual-rebate-bonuses">{t('promotions.join.toBonuses')}</Link> : null}
      {problem ? <p className="promo-alert" role="alert" data-testid="manual-rebate-error">{problem}</p> : null}
      <dl className="rebate-figures">
        {figure(t('promotions.rebates.validBet'), rebate.validBet, 'manual-rebate-valid-bet')}
        {figure(t('promotions.rebates.earned'), rebate.earned, 'manual-rebate-earned')}
        {figure(t('promotions.rebates.paid'), rebate.paid, 'manual-rebate-paid')}
        {figure(t('promotions.rebates.unpaid'), rebate.unpaid, 'manual-rebate-unpaid')}
        {figure(t('promotions.rebates.minPayout'), rebate.minPayout, 'manual-rebate-min-payout')}
      </dl>
      <h3 className="rebate-rates-title">{t('promotions.rebates.rates')}</h3>
      <dl className="rebate-rates" data-testid="manual-rebate-rates">
        {ratedTypes(rebate.rates).map(({ type, rate }) => {
          const key = gameTypeKey(type);
          return <div key={type} data-type={type}><dt>{key ? t(key) : type}</dt><dd>{formatRate(rate, language)}</dd></div>;
        })}
      </dl>
      {view === 'CLAIM' ? (
        <button type="button" className="btn btn-primary" disabled={pending} aria-busy={pending} aria-describedby={titleId} onClick={() => onClaim(rebate.code)} data-testid="manual-rebate-claim">
          {t('promotions.rebates.claimAction')}
        </button>
      ) : null}
      {view === 'NOTHING' ? <p className="rebate-card-note" data-testid="manual-rebate-nothing">{t('promotions.rebates.nothing')}</p> : null}
      {view === 'BELOW_MINIMUM' ? (
        <p className="rebate-card-note" data-testid="manual-rebate-below-minimum">{t('promotions.rebates.belowMinimum', { amount: money(rebate.minPayout) })}</p>
      ) : null}
    </li>
  );
}

export function ManualRebate() {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const currencySymbol = useAppStore((s) => s.currencySymbol);
  const language = useAppStore((s) => s.language);
  const queryClient = useQueryClient();
  const rebates = useQuery(rebatesQueryOptions(token));
  const [claimed, setClaimed] = useState<Record<string, RebateClaimResult>>({});
  const [problem, setProblem] = useState<{ code: string; text: string } | null>(null);
  // The Claim button is gone once paid: the card's heading takes the focus.
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  const money = (n: number) => `${currencySymbol} ${formatAmount(n, language)}`;

  // Here, in the page that stays, so the answer is never lost with a button that went away.
  const claim = useMutation({
    mutationFn: (code: string) => claimRebate(code),
    onMutate: () => setProblem(null),
    onSuccess: (result: RebateClaimResult, code) => {
      setClaimed((before) => ({ ...before, [code]: result }));
      queryClient.setQueryData<MemberRebates>([...rebatesKey, token ?? ''], (before) => (
        before ? { list: before.list.map((r) => (r.code === code ? result.rebate : r)) } : before
      ));
      void queryClient.invalidateQueries({ queryKey: rebatesKey });
      // Paid at once: the balances, the withdraw figures and the records change with it (and the bonuses, with a turnover).
      for (const queryKey of CHANGED_BY_BONUS) void queryClient.invalidateQueries({ queryKey });
      if (result.grant) void queryClient.invalidateQueries({ queryKey: bonusesKey });
      requestAnimationFrame(() => headings.current.get(code)?.focus());
    },
    onError: (err, code) => {
      setProblem({ code, text: errorText(t, err) });
      // Refused (nothing left, below the smallest payment, over meanwhile): the figures are read again, and the reason stays said.
      void queryClient.invalidateQueries({ queryKey: rebatesKey });
    },
  });

  const data = rebates.data;
  const headingRef = (code: string) => (el: HTMLHeadingElement | null) => {
    if (el) headings.current.set(code, el);
    else headings.current.delete(code);
  };

  return (
    <section className="rebates" aria-labelledby="manual-rebate-title" aria-busy={rebates.isFetching} data-testid="manual-rebate">
      <h1 id="manual-rebate-title" className="page-title">{t('memberCenter.pages.manualRebate')}</h1>
      {rebates.isError ? (
        <div className="promo-alert" role="alert" data-testid="manual-rebate-failed">
          <p>{errorText(t, rebates.error)}</p>
          <button type="button" className="btn btn-ghost" onClick={() => void rebates.refetch()}>{t('common.retry')}</button>
        </div>
      ) : null}
      {rebates.isPending ? <p className="promo-loading" role="status">{t('common.loading')}</p> : null}
      {data && data.list.length === 0 ? (
        <EmptyState
          icon="sparkles"
          title={t('promotions.rebates.emptyTitle')}
          description={t('promotions.rebates.empty')}
          testId="manual-rebate-empty"
          actions={<Link to={promotionsPath(null)} className="btn btn-primary" data-testid="manual-rebate-promotions">{t('promotions.bonuses.toPromotions')}</Link>}
        />
      ) : null}
      {data && data.list.length > 0 ? (
        <>
          <p className="rebates-intro">{t('promotions.rebates.intro')}</p>
          <TimeZoneNote testId="manual-rebate-zone" />
          <ul className="rebates-list" data-testid="manual-rebate-list">
            {data.list.map((r) => (
              <RebateCard
                key={r.code}
                rebate={r}
                money={money}
                claimed={claimed[r.code] ?? null}
                problem={problem?.code === r.code ? problem.text : null}
                pending={claim.isPending && claim.variables === r.code}
                onClaim={(code) => claim.mutate(code)}
                headingRef={headingRef(r.code)}
              />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
