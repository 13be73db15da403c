/**
 * One contract: its history (every change, oldest first) and its settled periods, each of which an
 * operator with agents.manage may re-run — with a reason, confirmed, audited, and once per click (the
 * idempotency key is made when the dialog opens).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractSettlementEntry, OperatorContractEntry } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { columnHelper, DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { Can } from '../../access/components/can';
import { merchantErrorText } from '../../merchants/lib/merchant-error-text';
import { useMerchant } from '../../merchants/use-merchant';
import { useContractHistory } from '../api/get-contract-history';
import { useContractSettlements } from '../api/get-contract-settlements';
import { useContractRerun } from '../api/post-contract-rerun';

const column = columnHelper<ContractSettlementEntry>();

export function ContractPanel({ merchantCode, contract, onClose }: { merchantCode: string; contract: OperatorContractEntry; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { current } = useMerchant();
  const history = useContractHistory(merchantCode, contract.id);
  const [page, setPage] = useState({ no: 1, size: 20 });
  const settlements = useContractSettlements(merchantCode, contract.id, page.no, page.size);
  const rerun = useContractRerun(merchantCode, contract.id);
  const [target, setTarget] = useState<{ entry: ContractSettlementEntry; key: string } | null>(null);
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  const money = (v: string) => formatMoney(v, current?.currency ?? '', current?.isoCurrency, i18n.language);
  const when = (v: string) => formatDateTime(v, i18n.language);

  const columns = [
    column.accessor('periodStart', { header: () => t('merchants.settlements.period'), cell: (c) => `${when(c.getValue())} – ${when(c.row.original.periodEnd)}` }),
    column.accessor('teamValidBet', { header: () => t('merchants.settlements.validBet'), cell: (c) => money(c.getValue()) }),
    column.accessor('teamNetLoss', { header: () => t('merchants.settlements.netLoss'), cell: (c) => money(c.getValue()) }),
    column.accessor('activeMembers', { header: () => t('merchants.settlements.active') }),
    column.accessor('rate', { header: () => t('merchants.contracts.rate'), cell: (c) => (c.getValue() === null ? '—' : `${c.getValue()} %`) }),
    column.accessor('amount', { header: () => t('merchants.settlements.amount'), cell: (c) => money(c.getValue()) }),
    column.accessor('paid', { header: () => t('merchants.settlements.paid'), cell: (c) => t(c.getValue() ? 'merchants.settlements.yes' : 'merchants.settlements.no') }),
    column.display({
      id: 'rerun', header: () => t('merchants.settlements.actions'),
      cell: (c) => (
        <Can permission="agents.manage">
          <button type="button" className="button button-small button-quiet" data-testid="settlement-rerun"
            aria-label={t('merchants.settlements.rerunNamed', { period: when(c.row.original.periodStart) })}
            onClick={() => { setReason(''); rerun.reset(); setTarget({ entry: c.row.original, key: crypto.randomUUID() }); }}>
            {t('merchants.settlements.rerun')}
          </button>
        </Can>
      ),
    }),
  ];

  function confirm() {
    if (!target || !reason.trim()) return;
    rerun.mutate({ periodStart: target.entry.periodStart, reason: reason.trim(), idempotencyKey: target.key }, {
      onSuccess: (r) => { setOutcome(t('merchants.settlements.done', { amount: money(r.amount), difference: money(r.difference) })); setTarget(null); },
    });
  }

  return (
    <section className="stack" aria-labelledby="contract-title" data-testid="contract-panel">
      <div className="panel-head">
        <h3 id="contract-title">{t('merchants.contracts.detail', { id: contract.id, type: t(`merchants.contracts.types.${contract.type}`) })}</h3>
        <button type="button" className="button button-small button-quiet" onClick={onClose}>{t('merchants.contracts.close')}</button>
      </div>
      <h4>{t('merchants.contracts.history')}</h4>
      {history.error ? <Alert tone="error">{merchantErrorText(t, history.error)}</Alert> : null}
      {history.data ? (
        <ol className="stack" data-testid="contract-history">
          {history.data.list.map((h, i) => (
            <li key={i}>
              {t('merchants.contracts.change', { at: when(h.at), action: h.action, by: h.by, to: t(`merchants.contracts.statuses.${h.toStatus}`) })}
              {h.remark ? <span className="muted"> — {h.remark}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
      <h4>{t('merchants.settlements.title')}</h4>
      {outcome ? <Alert tone="success" testId="rerun-outcome">{outcome}</Alert> : null}
      {settlements.error ? <Alert tone="error">{merchantErrorText(t, settlements.error)}</Alert> : null}
      {settlements.data && settlements.data.list.length === 0 ? <p className="field-hint">{t('merchants.settlements.empty')}</p> : null}
      {settlements.data && settlements.data.list.length > 0 ? (
        <>
          <DataTable caption={t('merchants.settlements.title')} columns={columns} data={settlements.data.list} rowId={(s) => String(s.id)} testId="settlements-table" />
          <Pager label={t('merchants.settlements.pages')} page={page.no} pages={Math.max(1, settlements.data.totalPages)} pageSize={page.size}
            hasNext={page.no < settlements.data.totalPages} onPage={(no) => setPage({ ...page, no })} onPageSize={(size) => setPage({ no: 1, size })} />
        </>
      ) : null}
      <ConfirmDialog open={target !== null} title={t('merchants.settlements.confirmTitle')} confirmLabel={t('merchants.settlements.rerun')}
        busy={rerun.isPending} onConfirm={confirm} onClose={() => setTarget(null)} testId="rerun-confirm">
        <p>{t('merchants.settlements.confirmText', { period: target ? when(target.entry.periodStart) : '' })}</p>
        <div className="field">
          <label className="field-label" htmlFor="rerun-reason">{t('merchants.settlements.reason')}</label>
          <textarea id="rerun-reason" className="field-input field-textarea" rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)}
            aria-invalid={rerun.isError ? true : undefined} />
        </div>
        {!reason.trim() ? <p className="field-hint">{t('merchants.settlements.reasonRule')}</p> : null}
        {rerun.isError ? <Alert tone="error">{merchantErrorText(t, rerun.error)}</Alert> : null}
      </ConfirmDialog>
    </section>
  );
}
