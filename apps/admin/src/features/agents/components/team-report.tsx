/**
 * An agent's team figures over the last 7 or 30 days, as the agent area shows them (its roll-ups,
 * decision 0028): on the agent tree's panel, and on the home page of an operator bound to that team.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { formatCount, formatMoney } from '../../../lib/format';
import { merchantErrorText } from '../../merchants/lib/merchant-error-text';
import { useMerchant } from '../../merchants/use-merchant';
import { useAgentTeam } from '../api/get-agent-team';

export function TeamReport({ merchantCode, agentId, title, withSize = false, testId = 'agent-report' }: {
  merchantCode: string; agentId: number; title: string; testId?: string;
  /** The team's size too, where nothing beside the report shows it. */
  withSize?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { current } = useMerchant();
  const [preset, setPreset] = useState<'previous7' | 'previous30'>('previous7');
  const team = useAgentTeam(merchantCode, agentId, preset, true);
  const money = (v: number) => formatMoney(v.toFixed(2), current?.currency ?? '', current?.isoCurrency, i18n.language);
  const count = (v: number) => formatCount(v, i18n.language);
  return (
    <div className="stack" aria-busy={team.isFetching}>
      <div className="panel-head">
        <h3>{title}</h3>
        <div className="field field-inline">
          <label className="field-label" htmlFor={id}>{t('merchants.agents.period')}</label>
          <select id={id} value={preset} onChange={(e) => setPreset(e.target.value as typeof preset)} data-testid={`${testId}-period`}>
            <option value="previous7">{t('merchants.agents.previous7')}</option>
            <option value="previous30">{t('merchants.agents.previous30')}</option>
          </select>
        </div>
      </div>
      {team.error ? <Alert tone="error">{merchantErrorText(t, team.error)}</Alert> : null}
      {team.data ? (
        <dl className="facts" data-testid={testId}>
          {withSize ? <div><dt>{t('merchants.agents.team')}</dt><dd>{count(team.data.teamSize)}</dd></div> : null}
          <div><dt>{t('merchants.agents.newMembers')}</dt><dd>{count(team.data.newMembers)}</dd></div>
          <div><dt>{t('merchants.agents.activeMembers')}</dt><dd>{count(team.data.activeMembers)}</dd></div>
          <div><dt>{t('merchants.agents.deposits')}</dt><dd>{money(team.data.depositAmount)}</dd></div>
          <div><dt>{t('merchants.agents.validBet')}</dt><dd>{money(team.data.validBet)}</dd></div>
          <div><dt>{t('merchants.agents.profitLoss')}</dt><dd>{money(team.data.profitLoss)}</dd></div>
        </dl>
      ) : <p role="status">{t('merchants.loading')}</p>}
    </div>
  );
}
