/**
 * The player page's tabs (WAI-ARIA tabs, decision 0048): a tablist whose arrows, Home and End move and
 * open the tab (automatic activation: each panel is one request), the open tab in the URL (`?tab=`), so a
 * reload or a link opens it again; only the open panel is drawn, so only its list is fetched.
 */
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermissions } from '../../access/use-permissions';
import { TAB_PARAM, tabAfterKey, tabFrom, visibleTabs, type PlayerTab } from '../lib/player-tab';
import { BalancesTab } from './tabs/balances-tab';
import { DevicesTab, RoundsTab, SessionsTab } from './tabs/activity-tabs';
import { DepositsTab, LedgerTab, WithdrawalsTab, type TabProps } from './tabs/money-tabs';
import { NotesTab } from './tabs/notes-tab';
import './player-tabs.css';

function Panel({ tab, props }: { tab: PlayerTab; props: TabProps }) {
  switch (tab) {
    case 'balances': return <BalancesTab {...props} />;
    case 'ledger': return <LedgerTab {...props} />;
    case 'deposits': return <DepositsTab {...props} />;
    case 'withdrawals': return <WithdrawalsTab {...props} />;
    case 'rounds': return <RoundsTab {...props} />;
    case 'sessions': return <SessionsTab {...props} list="sessions" />;
    case 'devices': return <DevicesTab {...props} />;
    case 'logins': return <SessionsTab {...props} list="logins" />;
    case 'notes': return <NotesTab {...props} />;
  }
}

export function PlayerTabs(props: TabProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { pending, can } = usePermissions();
  const buttons = useRef(new Map<PlayerTab, HTMLButtonElement>());
  if (pending) return null;
  const visible = visibleTabs(can);
  const open = tabFrom(params.get(TAB_PARAM), visible);
  if (!open) return null;

  function choose(tab: PlayerTab, focus: boolean) {
    const next = new URLSearchParams(params);
    next.set(TAB_PARAM, tab);
    // The tab is a view of the same page: replacing keeps Back for leaving the player.
    setParams(next, { replace: true });
    if (focus) buttons.current.get(tab)?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const target = tabAfterKey(event.key, open!, visible);
    if (!target) return;
    event.preventDefault();
    choose(target, true);
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={t('playerActions.tabsLabel')} className="tab-list" onKeyDown={onKeyDown}>
        {visible.map((tab) => (
          <button
            key={tab} ref={(node) => { if (node) buttons.current.set(tab, node); else buttons.current.delete(tab); }}
            type="button" role="tab" id={`player-tab-${tab}`} aria-controls={`player-panel-${tab}`} aria-selected={tab === open}
            tabIndex={tab === open ? 0 : -1} className="tab" onClick={() => choose(tab, false)} data-testid={`player-tab-${tab}`}
          >
            {t(`playerActions.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`player-panel-${open}`} aria-labelledby={`player-tab-${open}`} tabIndex={0} className="tab-panel" data-testid="player-panel">
        <Panel key={open} tab={open} props={props} />
      </div>
    </div>
  );
}
