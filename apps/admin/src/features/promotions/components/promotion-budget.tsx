/**
 * A promotion's budget (decision 0058): what is left, what went in, what was paid and given back; the
 * movement waiting for a second operator; the form to fund it (or, once closed, to give back what is
 * left: promotions.fund); and its movements, newest first. Above the merchant's adjustment approval
 * threshold a movement waits in Approvals rather than moving at once.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OperatorPromotion, PromotionBudgetEntry } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { columnHelper, DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { errorText } from '../../../lib/error-text';
import { formatDateTimeIn, formatMoney } from '../../../lib/format';
import { Can } from '../../access/components/can';
import { operatorName } from '../../approvals/lib/approval-words';
import { useMerchantSearch } from '../../merchants/use-merchant';
import { usePromotionBudget } from '../api/get-promotion-budget';
import { useMoveBudget } from '../api/post-promotion-budget';
import { budgetAction, readPositiveAmount } from '../lib/budget-action';

const helper = columnHelper<PromotionBudgetEntry>();

type Outcome = { tone: 'success' | 'error' | 'info'; text: string } | null;

export function PromotionBudget({ promotion, merchantCode, isoCurrency, timeZone, onClose }: {
  promotion: OperatorPromotion;
  merchantCode: string;
  isoCurrency: string | undefined;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const withMerchant = useMerchantSearch();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const view = usePromotionBudget(merchantCode, promotion.id, page, size);
  const move = useMoveBudget(merchantCode);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});
  // One key per filled-in form: a second click or a retry after a lost answer is the same movement.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<Outcome>(null);

  const budget = view.data?.budget ?? promotion.budget;
  const currency = budget.currency;
  const money = (value: string) => formatMoney(value, currency, isoCurrency, language);
  const action = budgetAction(promotion.status, budget.balance);
  const pending = view.data?.pending ?? null;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!action) return;
    const typed = amount.trim() === '' && action === 'return' ? budget.balance : amount;
    const parsed = readPositiveAmount(typed);
    const found = { amount: parsed ? undefined : t('promotions.budget.problems.amount'), reason: reason.trim() ? undefined : t('promotions.budget.problems.reason') };
    setProblems(found);
    if (found.amount || found.reason) {
      document.getElementById(found.amount ? `${id}-amount` : `${id}-reason`)?.focus();
      return;
    }
    setOutcome(null);
    move.mutate({ id: promotion.id, body: { action, amount: parsed!, reason: reason.trim(), idempotencyKey: key } }, {
      onSuccess: (result) => {
        setOutcome(result.status === 'pending'
          ? { tone: 'info', text: t('promotions.budget.done.pending', { amount: money(result.amount), id: result.requestId }) }
          : { tone: 'success', text: t(`promotions.budget.done.${result.action}`, { amount: money(result.amount), balance: money(result.budget.balance) }) });
        setAmount('');
        setReason('');
        setKey(crypto.randomUUID());
      },
      onError: (error) => setOutcome({ tone: 'error', text: errorText(t, error) }),
    });
  }

  const columns = [
    helper.accessor('createdAt', { header: () => t('promotions.budget.columns.time'), cell: (c) => <time dateTime={c.getValue()}>{formatDateTimeIn(c.getValue(), language, timeZone)}</time> }),
    helper.accessor('type', { header: () => t('promotions.budget.columns.type'), cell: (c) => t(`playerActions.postingTypes.${c.getValue()}`, { defaultValue: c.getValue() }) }),
    helper.accessor('amount', { header: () => t('promotions.budget.columns.amount'), cell: (c) => <span className="number">{money(c.getValue())}</span> }),
    helper.accessor('balanceAfter', { header: () => t('promotions.budget.columns.balanceAfter'), cell: (c) => <span className="number">{money(c.getValue())}</span> }),
    helper.display({
      id: 'who', header: () => t('promotions.budget.columns.who'),
      cell: ({ row }) => (row.original.memberId !== null
        ? <Link to={{ pathname: `/players/${row.original.memberId}`, search: withMerchant() }}>{row.original.username ?? t('promotions.budget.player', { id: row.original.memberId })}</Link>
        : operatorName(row.original.actor)),
    }),
    helper.accessor('memo', { header: () => t('promotions.budget.columns.reason'), cell: (c) => c.getValue() ?? '' }),
  ];

  const entries = view.data?.entries;
  const pages = entries ? Math.max(1, entries.totalPages) : 1;
  const titleId = `${id}-title`;
  return (
    <section className="stack panel" aria-labelledby={titleId} data-testid="promotion-budget" aria-busy={view.isFetching}>
      <div className="panel-head">
        <h2 id={titleId}>{t('promotions.budget.title', { code: promotion.code })}</h2>
        <button type="button" className="button button-quiet" onClick={onClose} data-testid="promotion-budget-close">{t('promotions.cancel')}</button>
      </div>
      <p>{t('promotions.budget.intro')}</p>
      <dl className="facts" data-testid="promotion-budget-figures">
        <div><dt>{t('promotions.budget.balance')}</dt><dd data-testid="promotion-budget-balance">{money(budget.balance)}</dd></div>
        <div><dt>{t('promotions.budget.funded')}</dt><dd>{money(budget.funded)}</dd></div>
        <div><dt>{t('promotions.budget.paid')}</dt><dd>{money(budget.paid)}</dd></div>
        <div><dt>{t('promotions.budget.returned')}</dt><dd>{money(budget.returned)}</dd></div>
      </dl>
      {view.data && promotion.kind === 'apply' ? (
        <p data-testid="promotion-budget-report">
          {t('promotions.budget.report', { ...view.data.report.applications, players: view.data.report.playersPaid })}{' '}
          <Link to={{ pathname: '/promotions/applications', search: withMerchant({ promotion: String(promotion.id), status: 'all' }) }}>{t('promotions.budget.toApplications')}</Link>
        </p>
      ) : null}
      {view.error ? <Alert tone="error" testId="promotion-budget-error">{errorText(t, view.error)}</Alert> : null}
      {pending ? (
        <Alert tone="info" testId="promotion-budget-pending">
          {t(`promotions.budget.waiting.${pending.action}`, { amount: money(pending.amount), who: operatorName(pending.requestedBy), id: pending.requestId })}{' '}
          <Link to={{ pathname: '/approvals', search: withMerchant() }}>{t('promotions.budget.toApprovals')}</Link>
        </Alert>
      ) : null}
      {outcome ? <Alert tone={outcome.tone} testId="promotion-budget-outcome">{outcome.text}</Alert> : null}
      <Can permission="promotions.fund">
        {action ? (
          <form className="stack" onSubmit={submit} noValidate aria-labelledby={`${id}-form`}>
            <h3 id={`${id}-form`}>{t(`promotions.budget.form.${action}`)}</h3>
            <p className="field-hint">{t(`promotions.budget.form.${action}Hint`)}</p>
            <div className="field">
              <label className="field-label" htmlFor={`${id}-amount`}>{t('promotions.budget.amount', { currency })}</label>
              <input id={`${id}-amount`} className="field-input" inputMode="decimal" autoComplete="off" value={amount}
                placeholder={action === 'return' ? budget.balance : undefined}
                aria-invalid={problems.amount ? true : undefined} aria-describedby={problems.amount ? `${id}-amount-error` : undefined}
                onChange={(e) => { setAmount(e.target.value); setProblems({ ...problems, amount: undefined }); }} data-testid="promotion-budget-amount" />
              {problems.amount ? <p id={`${id}-amount-error`} className="field-error" role="alert">{problems.amount}</p> : null}
            </div>
            <div className="field">
              <label className="field-label" htmlFor={`${id}-reason`}>{t('promotions.budget.reason')}</label>
              <input id={`${id}-reason`} className="field-input" maxLength={500} autoComplete="off" value={reason}
                aria-invalid={problems.reason ? true : undefined} aria-describedby={problems.reason ? `${id}-reason-error` : undefined}
                onChange={(e) => { setReason(e.target.value); setProblems({ ...problems, reason: undefined }); }} data-testid="promotion-budget-reason" />
              {problems.reason ? <p id={`${id}-reason-error`} className="field-error" role="alert">{problems.reason}</p> : null}
            </div>
            <div>
              <button type="submit" className="button button-primary" disabled={move.isPending} data-testid="promotion-budget-submit">
                {t(`promotions.budget.submit.${action}`)}
              </button>
            </div>
          </form>
        ) : <p className="note">{t('promotions.budget.nothingLeft')}</p>}
      </Can>
      <h3>{t('promotions.budget.movements')}</h3>
      {entries ? (
        <>
          {entries.list.length === 0 ? <Alert tone="info">{t('promotions.budget.noMovements')}</Alert> : (
            <DataTable caption={t('promotions.budget.caption', { code: promotion.code })} columns={columns} data={entries.list} rowId={(r) => String(r.postingId)} testId="promotion-budget-entries" />
          )}
          <Pager label={t('promotions.budget.pages')} page={page} pages={pages} pageSize={size} hasNext={page < pages}
            onPage={setPage} onPageSize={(next) => { setPage(1); setSize(next); }} />
        </>
      ) : view.isPending && !view.error ? <p role="status">{t('promotions.loading')}</p> : null}
    </section>
  );
}
