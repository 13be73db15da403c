/** The selected member: its upline chain, its team figures (agents only, team-report.tsx) and its contracts, one page at a time. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OperatorContractEntry } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { columnHelper, DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { formatCount, formatDateTime } from '../../../lib/format';
import { merchantErrorText } from '../../merchants/lib/merchant-error-text';
import { useMerchantSearch } from '../../merchants/use-merchant';
import { useAgent } from '../api/get-agent';
import { useAgentContracts } from '../api/get-agent-contracts';
import { ContractPanel } from './contract-panel';
import { TeamReport } from './team-report';

const column = columnHelper<OperatorContractEntry>();

export function AgentPanel({ merchantCode, id }: { merchantCode: string; id: number }) {
  const { t, i18n } = useTranslation();
  const withMerchant = useMerchantSearch();
  const agent = useAgent(merchantCode, id);
  const [page, setPage] = useState({ no: 1, size: 20 });
  const contracts = useAgentContracts(merchantCode, id, page.no, page.size);
  const [contract, setContract] = useState<OperatorContractEntry | null>(null);
  const count = (v: number) => formatCount(v, i18n.language);

  const columns = [
    column.accessor('id', { header: () => t('merchants.contracts.id') }),
    column.accessor('type', { header: () => t('merchants.contracts.type'), cell: (c) => t(`merchants.contracts.types.${c.getValue()}`) }),
    column.accessor('status', { header: () => t('merchants.contracts.status'), cell: (c) => t(`merchants.contracts.statuses.${c.getValue()}`) }),
    column.accessor((r) => `${r.upline.username} → ${r.downline.username}`, { id: 'parties', header: () => t('merchants.contracts.parties') }),
    column.accessor('rate', { header: () => t('merchants.contracts.rate'), cell: (c) => `${c.getValue()} %` }),
    column.accessor('createdAt', { header: () => t('merchants.contracts.createdAt'), cell: (c) => formatDateTime(c.getValue(), i18n.language) }),
    column.display({
      id: 'open', header: () => t('merchants.contracts.open'),
      cell: (c) => (
        <button type="button" className="button button-small button-quiet" onClick={() => setContract(c.row.original)} data-testid="contract-open"
          aria-label={t('merchants.contracts.openNamed', { id: c.row.original.id })}>{t('merchants.contracts.open')}</button>
      ),
    }),
  ];

  if (agent.error) return <Alert tone="error" testId="agent-error">{merchantErrorText(t, agent.error)}</Alert>;
  if (!agent.data) return <p role="status">{t('merchants.loading')}</p>;
  const a = agent.data;
  return (
    <section className="stack panel" aria-labelledby="agent-title" aria-busy={contracts.isFetching} data-testid="agent-panel">
      <h2 id="agent-title" data-testid="agent-title">{a.username}</h2>
      <nav aria-label={t('merchants.agents.path')} className="breadcrumb" data-testid="agent-upline">
        <ol>
          {a.path.map((p) => <li key={p.id}><Link to={{ search: withMerchant({ member: String(p.id) }) }}>{p.username}</Link></li>)}
          <li><span aria-current="page">{a.username}</span></li>
        </ol>
      </nav>
      <dl className="details">
        <div><dt>{t('merchants.agents.kind')}</dt><dd>{t(a.isAgent ? 'merchants.agents.agent' : 'merchants.agents.member')}</dd></div>
        <div><dt>{t('merchants.agents.level')}</dt><dd>{count(a.depth)}</dd></div>
        <div><dt>{t('merchants.agents.direct')}</dt><dd>{count(a.directCount)}</dd></div>
        <div><dt>{t('merchants.agents.team')}</dt><dd>{count(a.teamSize)}</dd></div>
        <div><dt>{t('merchants.agents.registered')}</dt><dd>{formatDateTime(a.registeredAt, i18n.language)}</dd></div>
      </dl>
      {a.isAgent ? <TeamReport merchantCode={merchantCode} agentId={id} title={t('merchants.agents.report')} /> : null}
      <h3>{t('merchants.contracts.title')}</h3>
      {contracts.error ? <Alert tone="error">{merchantErrorText(t, contracts.error)}</Alert> : null}
      {contracts.data && contracts.data.list.length === 0 ? <p className="field-hint">{t('merchants.contracts.empty')}</p> : null}
      {contracts.data && contracts.data.list.length > 0 ? (
        <>
          <DataTable caption={t('merchants.contracts.title')} columns={columns} data={contracts.data.list} rowId={(c) => String(c.id)} testId="contracts-table" />
          <Pager label={t('merchants.contracts.pages')} page={page.no} pages={Math.max(1, contracts.data.totalPages)} pageSize={page.size}
            hasNext={page.no < contracts.data.totalPages} onPage={(no) => setPage({ ...page, no })} onPageSize={(size) => setPage({ no: 1, size })} />
        </>
      ) : null}
      {contract ? <ContractPanel key={contract.id} merchantCode={merchantCode} contract={contract} onClose={() => setContract(null)} /> : null}
    </section>
  );
}
