/**
 * The agent tree as nested lists: each member with downline has a disclosure button (aria-expanded) that
 * loads its direct downline from the server one page at a time ("show more" asks for the next), so a
 * team of 100,000 is never read at once. A name selects the member (`?member=` in the URL).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgentNode } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { formatCount } from '../../../lib/format';
import { merchantErrorText } from '../../merchants/lib/merchant-error-text';
import { useMerchantSearch } from '../../merchants/use-merchant';
import { useAgentChildren } from '../api/get-agent-children';

function ChildrenPage({ merchantCode, parent, pageNo, last, onMore }: { merchantCode: string; parent: AgentNode; pageNo: number; last: boolean; onMore: () => void }) {
  const { t, i18n } = useTranslation();
  const page = useAgentChildren(merchantCode, parent.id, pageNo, true);
  if (page.error) return <li><Alert tone="error">{merchantErrorText(t, page.error)}</Alert></li>;
  if (!page.data) return <li role="status">{t('merchants.agents.loadingChildren')}</li>;
  const more = last && pageNo < page.data.totalPages;
  return (
    <>
      {page.data.list.map((child) => <TreeNode key={child.id} merchantCode={merchantCode} node={child} />)}
      {more ? (
        <li>
          <button type="button" className="button button-small button-quiet" onClick={onMore} data-testid="tree-more">
            {t('merchants.agents.more', { shown: formatCount(pageNo * page.data.pageSize, i18n.language), total: formatCount(page.data.totalCount, i18n.language), name: parent.username })}
          </button>
        </li>
      ) : null}
    </>
  );
}

export function TreeNode({ merchantCode, node }: { merchantCode: string; node: AgentNode }) {
  const { t } = useTranslation();
  const withMerchant = useMerchantSearch();
  const [open, setOpen] = useState(false);
  const [pages, setPages] = useState(1);
  const listId = `tree-children-${node.id}`;
  return (
    <li className="tree-node" data-testid="tree-node" data-username={node.username}>
      <div className="tree-row">
        {node.directCount > 0 ? (
          <button type="button" className="tree-toggle" aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => setOpen(!open)}
            aria-label={t(open ? 'merchants.agents.collapse' : 'merchants.agents.expand', { name: node.username })} data-testid="tree-toggle">
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          </button>
        ) : <span className="tree-leaf" aria-hidden="true">·</span>}
        <Link to={{ search: withMerchant({ member: String(node.id) }) }} data-testid="tree-select">{node.username}</Link>
        <span className={node.isAgent ? 'badge' : 'muted'}>{t(node.isAgent ? 'merchants.agents.agent' : 'merchants.agents.member')}</span>
        {node.status === 'disabled' ? <span className="badge badge-warn">{t('merchants.agents.disabled')}</span> : null}
        {node.directCount > 0 ? <span className="muted">{t('merchants.agents.directCount', { count: node.directCount })}</span> : null}
      </div>
      {open ? (
        <ul id={listId} className="tree-children" aria-label={t('merchants.agents.downlineOf', { name: node.username })}>
          {Array.from({ length: pages }, (_, i) => (
            <ChildrenPage key={i} merchantCode={merchantCode} parent={node} pageNo={i + 1} last={i + 1 === pages} onMore={() => setPages(pages + 1)} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
