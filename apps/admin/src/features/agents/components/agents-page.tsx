/**
 * The agent tree of the merchant (decision 0051): the top agents (or members found by a username part),
 * each expandable level by level from the server, and the selected member's upline chain, team figures
 * and contracts beside it. Search, page and selection live in the URL.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AGENT_TREE_SEARCH_MIN } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { FormField } from '../../../components/form-field';
import { Pager, PAGE_SIZES } from '../../../components/pager';
import { formatCount } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { merchantErrorText } from '../../merchants/lib/merchant-error-text';
import { useMerchant } from '../../merchants/use-merchant';
import { useAgentTree } from '../api/get-agent-tree';
import { AgentPanel } from './agent-panel';
import { TreeNode } from './agent-tree';
import '../../merchants/components/merchants.css';

export function AgentsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('merchants.agents.title'));
  const [params, setParams] = useSearchParams();
  const merchant = useMerchant();
  const merchantCode = merchant.current?.merchantCode;
  const username = (params.get('username') ?? '').slice(0, 40);
  const pageNo = Math.max(1, Math.min(100_000, Math.trunc(Number(params.get('page'))) || 1));
  const size = Number(params.get('size'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : 20;
  const member = Number(params.get('member'));
  const [text, setText] = useState(username);
  const [problem, setProblem] = useState<string | null>(null);
  const tree = useAgentTree(merchantCode, username, pageNo, pageSize);
  const go = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) if (v === null || v === '') next.delete(k); else next.set(k, v);
    setParams(next);
  };

  function search(event: FormEvent) {
    event.preventDefault();
    const part = text.trim();
    if (part && part.length < AGENT_TREE_SEARCH_MIN) return setProblem(t('merchants.agents.searchRule', { min: AGENT_TREE_SEARCH_MIN }));
    setProblem(null);
    go({ username: part, page: null });
  }

  const data = tree.data;
  return (
    <section className="stack" aria-busy={merchant.pending || tree.isFetching}>
      <h1>{t('merchants.agents.title')}</h1>
      <form className="search-form" role="search" onSubmit={search} noValidate aria-label={t('merchants.agents.searchLabel')}>
        <div className="search-row">
          <FormField id="agents-username" label={t('merchants.agents.username')} hint={t('merchants.agents.searchHint', { min: AGENT_TREE_SEARCH_MIN })} maxLength={40}
            value={text} error={problem ?? undefined} onChange={(e) => setText(e.target.value)} data-testid="agents-username" />
          <div className="actions">
            <button type="submit" className="button button-primary" data-testid="agents-search">{t('merchants.agents.search')}</button>
            {username ? <button type="button" className="button button-quiet" onClick={() => { setText(''); go({ username: null, page: null }); }}>{t('merchants.agents.top')}</button> : null}
          </div>
        </div>
      </form>
      {merchant.error || tree.error ? <Alert tone="error" testId="agents-error">{merchantErrorText(t, merchant.error ?? tree.error)}</Alert> : null}
      <div className="agents-layout">
        <div className="stack">
          <h2>{username ? t('merchants.agents.found', { username }) : t('merchants.agents.topTitle')}</h2>
          {data ? <p role="status" data-testid="agents-count">{t('merchants.agents.count', { total: formatCount(data.totalCount, i18n.language) })}</p> : null}
          {data && data.list.length === 0 ? <Alert tone="info">{t(username ? 'merchants.agents.emptySearch' : 'merchants.agents.empty')}</Alert> : null}
          {data && merchantCode && data.list.length > 0 ? (
            <ul className="tree" aria-label={t('merchants.agents.treeLabel')} data-testid="agent-tree">
              {data.list.map((node) => <TreeNode key={`${merchantCode}-${node.id}`} merchantCode={merchantCode} node={node} />)}
            </ul>
          ) : null}
          {data ? (
            <Pager label={t('merchants.agents.pages')} page={pageNo} pages={Math.max(1, data.totalPages)} pageSize={pageSize} hasNext={pageNo < data.totalPages}
              onPage={(p) => go({ page: String(p) })} onPageSize={(s) => go({ size: String(s), page: null })} />
          ) : null}
        </div>
        {merchantCode && Number.isInteger(member) && member > 0 ? <AgentPanel key={`${merchantCode}-${member}`} merchantCode={merchantCode} id={member} /> : null}
      </div>
    </section>
  );
}
