/**
 * The tiers editor of an offer, a new-contract request and the register center's initial contract
 * (spec §3 Contract): the dividend's period, the valid bet that makes a member active, and 1–10 tiers
 * of threshold (dividend: the team's profit and loss; salaries: its valid bets in the period), active
 * members and rate. Also the read-only terms table.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentContractType, ContractTerms } from '@platform/contracts';
import { AGENT_NS } from '../lib/agent-texts';
import { DIVIDEND_PERIODS } from '../lib/contract-values';
import { MAX_TIERS, emptyTier, type DividendPeriod, type TermsDraft, type TierDraft } from '../lib/contract-terms';
import { useAgentFormat } from '../lib/format';
import { TableScroll } from './table-parts';

export function TermsEditor({ type, value, onChange, testId }: { type: AgentContractType; value: TermsDraft; onChange: (v: TermsDraft) => void; testId: string }) {
  const { t } = useTranslation(AGENT_NS);
  const id = useId();
  const setTier = (i: number, patch: Partial<TierDraft>) => onChange({ ...value, tiers: value.tiers.map((tier, j) => (j === i ? { ...tier, ...patch } : tier)) });
  return (
    <fieldset className="agent-terms" data-testid={testId}>
      <legend className="field-label">{t('terms.title')}</legend>
      {type === 'dividend' ? (
        <div className="agent-field">
          <label className="field-label" htmlFor={`${id}-period`}>{t('terms.period')}</label>
          <select id={`${id}-period`} className="field-input" value={value.period} onChange={(e) => onChange({ ...value, period: e.target.value as DividendPeriod })} data-testid={`${testId}-period`}>
            {DIVIDEND_PERIODS.map((p) => <option key={p} value={p}>{t(`terms.periods.${p}`)}</option>)}
          </select>
        </div>
      ) : null}
      <div className="agent-field">
        <label className="field-label" htmlFor={`${id}-min`}>{t('terms.minValidBet')}</label>
        <input id={`${id}-min`} className="field-input" inputMode="decimal" value={value.minValidBet} onChange={(e) => onChange({ ...value, minValidBet: e.target.value })} data-testid={`${testId}-min`} />
      </div>
      <TableScroll label={t('terms.tiers')}>
        <table className="agent-table agent-terms-table">
          <caption className="visually-hidden">{t('terms.tiers')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('terms.tier')}</th>
              <th scope="col" id={`${id}-th`}>{t(`terms.threshold.${type}`)}</th>
              <th scope="col" id={`${id}-am`}>{t('terms.activeMembers')}</th>
              <th scope="col" id={`${id}-rt`}>{t('terms.rate')}</th>
              <th scope="col"><span className="visually-hidden">{t('contracts.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {value.tiers.map((tier, i) => (
              // Tiers have no identity but their place; removing one re-keys the rest, which is what the user sees.
              <tr key={i} data-testid={`${testId}-tier`}>
                <th scope="row" id={`${id}-tier-${i}`}>{i + 1}</th>
                <td><input className="field-input" inputMode="decimal" aria-labelledby={`${id}-tier-${i} ${id}-th`} value={tier.threshold} onChange={(e) => setTier(i, { threshold: e.target.value })} data-testid={`${testId}-threshold`} /></td>
                <td><input className="field-input" inputMode="numeric" aria-labelledby={`${id}-tier-${i} ${id}-am`} value={tier.activeMembers} onChange={(e) => setTier(i, { activeMembers: e.target.value })} data-testid={`${testId}-members`} /></td>
                <td><input className="field-input" inputMode="decimal" aria-labelledby={`${id}-tier-${i} ${id}-rt`} value={tier.rate} onChange={(e) => setTier(i, { rate: e.target.value })} data-testid={`${testId}-rate`} /></td>
                <td>
                  {value.tiers.length > 1 ? (
                    <button type="button" className="btn btn-sm btn-outline" onClick={() => onChange({ ...value, tiers: value.tiers.filter((_, j) => j !== i) })}>
                      {t('terms.removeTier', { n: i + 1 })}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {value.tiers.length < MAX_TIERS ? (
        <button type="button" className="btn btn-sm btn-outline" onClick={() => onChange({ ...value, tiers: [...value.tiers, emptyTier()] })} data-testid={`${testId}-add`}>{t('terms.addTier')}</button>
      ) : null}
    </fieldset>
  );
}

/** A contract's terms, read only: period, minimum valid bet and the tiers. */
export function TermsTable({ type, terms }: { type: AgentContractType; terms: ContractTerms }) {
  const { t } = useTranslation(AGENT_NS);
  const f = useAgentFormat();
  return (
    <div className="agent-terms-view">
      <p className="agent-note">
        {terms.period ? <>{t('terms.period')}: {t(`terms.periods.${terms.period}`)} · </> : null}
        {t('terms.minValidBet')}: {f.money(terms.minValidBet)}
      </p>
      <TableScroll label={t('terms.tiers')}>
        <table className="agent-table">
          <thead>
            <tr>
              <th scope="col">{t('terms.tier')}</th>
              <th scope="col">{t(`terms.threshold.${type}`)}</th>
              <th scope="col">{t('terms.activeMembers')}</th>
              <th scope="col">{t('terms.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {terms.tiers.map((tier, i) => (
              <tr key={i}>
                <th scope="row">{i + 1}</th>
                <td>{f.money(tier.threshold)}</td>
                <td>{f.count(tier.activeMembers)}</td>
                <td>{f.percent(tier.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
