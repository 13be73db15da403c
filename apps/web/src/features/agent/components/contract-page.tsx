/**
 * A contract page (spec §2 dividend, daily salary, hourly salary, real-time salary; §4 transitions):
 * my contract with my upline (with what the open period would pay so far) and the contracts I gave my
 * direct downline, paged on the server, with the actions each status allows: accept or reject an offer
 * or request made to me, ask to terminate, confirm a termination the other side asked for, offer a
 * contract to a direct downline, ask my upline for a new one, and every contract's details and history.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgentContractStatus, AgentContractType, ContractView } from '@platform/contracts';
import { useAppStore } from '../../../stores/app-store';
import { contractsQueryOptions } from '../api/contract-relay';
import { AGENT_NS } from '../lib/agent-texts';
import { CONTRACT_STATUSES } from '../lib/contract-values';
import { useAgentFormat } from '../lib/format';
import type { AgentPageId } from '../lib/menu';
import {
  ContractActionDialog, ContractDetailsDialog, ContractFormDialog, ContractPreviewBox, counterpart, type ContractAction, type ContractForm,
} from './contract-dialogs';
import { PagedTable } from './paged-table';
import { QueryLines } from './table-parts';
import { TermsTable } from './terms-editor';
import { TimeZoneNote } from '../../../components/time-zone-note';

/** The answers the caller may give a contract, by its status and who asked. */
export function actionsFor(c: ContractView): ContractAction['requestType'][] {
  const askedByOther = (c.status === 'offered' && c.role === 'downline') || (c.status === 'requested' && c.role === 'upline');
  if (askedByOther) return ['ACCEPT', 'REJECT'];
  if (c.status === 'active') return ['REQUEST_TERMINATE'];
  if (c.status === 'termination_requested' && c.terminationRequestedBy !== c.role) return ['CONFIRM_TERMINATE'];
  return [];
}

const ACTION_LABEL = { ACCEPT: 'accept', REJECT: 'reject', REQUEST_TERMINATE: 'terminate', CONFIRM_TERMINATE: 'confirmTerminate' } as const;

export function ContractPage({ type, page }: { type: AgentContractType; page: AgentPageId }) {
  const { t } = useTranslation(AGENT_NS);
  const token = useAppStore((s) => s.token);
  const f = useAgentFormat();
  const [status, setStatus] = useState<AgentContractStatus | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const [form, setForm] = useState<ContractForm | null>(null);
  const [formSeq, setFormSeq] = useState(0);
  const [action, setAction] = useState<ContractAction | null>(null);
  const [details, setDetails] = useState<ContractView | null>(null);
  const contracts = useQuery(contractsQueryOptions(token, type, status || undefined, pageNo));
  const data = contracts.data;
  const mine = data?.mine ?? [];
  // One pending contract per pair and type: no new request while one waits for an answer.
  const pending = mine.some((c) => c.status === 'requested' || c.status === 'offered');

  const openForm = (next: ContractForm) => {
    setFormSeq((n) => n + 1);
    setForm(next);
  };
  const actionButtons = (c: ContractView) => (
    <div className="agent-actions">
      {actionsFor(c).map((requestType) => (
        <button
          key={requestType}
          type="button"
          className={`btn btn-sm ${requestType === 'ACCEPT' ? 'btn-primary' : 'btn-outline'}`}
          onClick={() => setAction({ contract: c, requestType })}
          data-testid={`agent-contract-${ACTION_LABEL[requestType]}`}
        >
          {t(`contracts.${ACTION_LABEL[requestType]}`)}
          <span className="visually-hidden"> {counterpart(c)}</span>
        </button>
      ))}
      {c.role === 'upline' && (c.status === 'active' || c.status === 'rejected' || c.status === 'terminated') ? (
        <button type="button" className="btn btn-sm btn-outline" onClick={() => openForm({ mode: 'offer', downline: c.downline, from: c })} data-testid="agent-contract-reoffer">
          {t('contracts.offerTo', { username: c.downline.username })}
        </button>
      ) : null}
      <button type="button" className="btn btn-sm btn-outline" onClick={() => setDetails(c)} aria-label={t('contracts.detailsOf', { username: counterpart(c) })} data-testid="agent-contract-details-open">
        {t('contracts.details')}
      </button>
    </div>
  );

  return (
    <section className="agent-page" data-testid="agent-contracts" data-type={type} aria-labelledby="agent-contracts-title">
      <h1 id="agent-contracts-title" className="page-title">{t(`menu.${page}`)}</h1>
      <TimeZoneNote testId="agent-contracts-zone" />
      <p className="agent-note">{t(`contracts.intro.${type}`)}</p>

      <div className="agent-card" data-testid="agent-contract-mine" aria-labelledby="agent-contract-mine-title">
        <h2 id="agent-contract-mine-title" className="agent-subtitle">{t('contracts.mine')}</h2>
        <QueryLines error={contracts.error} pending={contracts.isPending} empty={!!data && mine.length === 0} emptyText={t('contracts.mineEmpty')} testId="agent-contract-mine" />
        {mine.map((c) => (
          <article key={c.id} className="agent-contract" data-testid="agent-contract-mine-item" data-status={c.status} data-contract-id={c.id}>
            <p>
              <span className={`agent-status agent-status-${c.status}`}>{t(`contracts.statuses.${c.status}`)}</span>
              {' '}{t('contracts.upline')}: <strong>{c.upline.username}</strong> · {t('contracts.rate')}: <strong>{f.percent(c.rate)}</strong>
              {c.activatedAt ? <> · {t('contracts.since')}: {f.time(c.activatedAt)}</> : null}
            </p>
            {c.status === 'requested' ? <p className="agent-note">{t('contracts.waitingUpline')}</p> : null}
            {c.status === 'termination_requested' && c.terminationRequestedBy === 'downline' ? <p className="agent-note">{t('contracts.waitingUpline')}</p> : null}
            <TermsTable type={type} terms={c.terms} />
            {c.status === 'active' || c.status === 'termination_requested' ? <ContractPreviewBox id={c.id} /> : null}
            {actionButtons(c)}
          </article>
        ))}
        {data?.hasUpline && !pending ? (
          <button type="button" className="btn btn-outline" onClick={() => openForm({ mode: 'request', from: mine.find((c) => c.status === 'active') })} data-testid="agent-contract-request">
            {t('contracts.request')}
          </button>
        ) : null}
      </div>

      <div className="agent-card agent-filters">
        <h2 className="agent-subtitle">{t('contracts.given')}</h2>
        <label className="field-label agent-inline-field">
          {t('contracts.status')}
          <select className="field-input" value={status} onChange={(e) => { setStatus(e.target.value as AgentContractStatus | ''); setPageNo(1); }} data-testid="agent-contracts-status">
            <option value="">{t('contracts.allStatuses')}</option>
            {CONTRACT_STATUSES.map((s) => <option key={s} value={s}>{t(`contracts.statuses.${s}`)}</option>)}
          </select>
        </label>
        <button type="button" className="btn btn-primary" onClick={() => openForm({ mode: 'offer' })} data-testid="agent-contract-offer">{t('contracts.offer')}</button>
      </div>
      <PagedTable
        label={t('contracts.given')}
        query={{ ...contracts, data: data && { list: data.list, totalPages: data.totalPages, totalCount: data.totalCount, pageNo: data.pageNo } }}
        testId="agent-contracts-given"
        emptyText={t('contracts.givenEmpty')}
        rowTestId="agent-contract-row"
        rowKey={(c) => c.id}
        rowData={(c) => ({ 'data-username': c.downline.username, 'data-status': c.status, 'data-contract-id': c.id, 'data-downline-id': c.downline.id })}
        onPage={setPageNo}
        columns={[
          { key: 'downline', header: t('contracts.downline'), rowHeader: true, cell: (c) => c.downline.username },
          { key: 'status', header: t('contracts.status'), cell: (c) => <span className={`agent-status agent-status-${c.status}`}>{t(`contracts.statuses.${c.status}`)}</span> },
          { key: 'rate', header: t('contracts.rate'), cell: (c) => f.percent(c.rate) },
          ...(type === 'dividend' ? [{ key: 'period', header: t('terms.period'), cell: (c: ContractView) => (c.terms.period ? t(`terms.periods.${c.terms.period}`) : '—') }] : []),
          { key: 'since', header: t('contracts.since'), cell: (c) => f.time(c.activatedAt ?? c.createdAt) },
          { key: 'actions', header: t('contracts.actions'), cell: actionButtons },
        ]}
      />
      <ContractFormDialog key={formSeq} type={type} form={form} onClose={() => setForm(null)} />
      <ContractActionDialog action={action} onClose={() => setAction(null)} />
      <ContractDetailsDialog contract={details} onClose={() => setDetails(null)} />
    </section>
  );
}

/** A contract page the merchant has not enabled, reached by its address (spec §2: only when enabled). */
export function ContractUnavailable() {
  const { t } = useTranslation(AGENT_NS);
  return (
    <section className="agent-page" data-testid="agent-page-unavailable" aria-labelledby="agent-unavailable-title">
      <h1 id="agent-unavailable-title" className="page-title">{t('contracts.unavailableTitle')}</h1>
      <p className="agent-card">{t('contracts.unavailableText')}</p>
    </section>
  );
}
