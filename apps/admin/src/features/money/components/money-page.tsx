/**
 * Money settings of the merchant in the picker (decision 0052): what is in force, the requests that wait
 * for a second operator, and (with `merchants.money`) forms that ask for a change. Asking changes
 * nothing: another operator with money rights approves the request on the approvals page.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { errorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/use-page-title';
import { Can } from '../../access/components/can';
import { changeWords, kindWords, operatorName } from '../../approvals/lib/approval-words';
import { useMerchant, useMerchantSearch } from '../../merchants/use-merchant';
import { useDepositChannels, useWalletLimits, useWalletMode, useWithdrawalRules } from '../api/get-money-settings';
import { usePendingMoney } from '../api/get-pending-money';
import { useAskMoneySetting, type MoneySetting } from '../api/put-money-setting';
import { ChannelsSection } from './channels-section';
import { FieldsForm } from './fields-form';
import { ValuesList } from './values-list';
import { WalletModeForm } from './wallet-mode-form';

export function MoneyPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('money.title'));
  const { current } = useMerchant();
  const withMerchant = useMerchantSearch();
  const code = current?.merchantCode;
  const limits = useWalletLimits(code);
  const mode = useWalletMode(code);
  const rules = useWithdrawalRules(code);
  const channels = useDepositChannels(code);
  const pending = usePendingMoney(code);
  const ask = useAskMoneySetting();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const currency = current?.currency ?? '';
  const failed = [limits, mode, rules, channels].find((q) => q.isError);

  async function askFor(setting: MoneySetting, body: unknown): Promise<boolean> {
    if (!code) return false;
    setOutcome(null);
    try {
      const { requestId } = await ask.mutateAsync({ merchant: code, setting, body });
      setOutcome({ tone: 'success', text: t('money.asked', { id: requestId }) });
      return true;
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(t, error) });
      return false;
    }
  }

  return (
    <section className="stack" aria-busy={limits.isPending || rules.isPending}>
      <h1>{t('money.title')}</h1>
      <p>{t('money.intro', { merchant: current?.countryName ?? '' })}</p>
      {outcome ? (
        <Alert tone={outcome.tone} testId="money-outcome">
          {outcome.text}
          {outcome.tone === 'success' ? <> <Link to={{ pathname: '/approvals', search: withMerchant() }}>{t('money.openApprovals')}</Link></> : null}
        </Alert>
      ) : null}
      {failed ? <Alert tone="error">{errorText(t, failed.error)}</Alert> : null}

      {pending.data && pending.data.length > 0 ? (
        <section className="panel stack" aria-labelledby="money-pending-title" data-testid="money-pending">
          <h2 id="money-pending-title">{t('money.pendingTitle')}</h2>
          <ul>
            {pending.data.map((r) => (
              <li key={r.id}>{t('money.pendingLine', { id: r.id, kind: kindWords(t, r.kind), change: changeWords(t, r), name: operatorName(r.requestedBy) })}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {limits.data ? (
        <section className="stack" aria-labelledby="money-limits-title">
          <h2 id="money-limits-title">{t('money.limits.title')}</h2>
          <p>{t('money.limits.intro')}</p>
          <ValuesList testId="money-limits" rows={[
            [t('money.limits.maxAmount'), `${limits.data.maxAmount} ${currency}`],
            [t('money.limits.adjustApprovalAbove'), `${limits.data.adjustApprovalAbove} ${currency}`],
            [t('money.limits.withdrawApprovalAbove'), `${limits.data.withdrawApprovalAbove} ${currency}`],
          ]} />
          {limits.data.configured ? null : <p className="muted">{t('money.limits.defaults')}</p>}
          <Can permission="merchants.money">
            <FieldsForm
              key={`${code}-limits-${limits.dataUpdatedAt}`} id="money-limits" title={t('money.limits.ask')} busy={ask.isPending}
              initial={{ maxAmount: limits.data.maxAmount, adjustApprovalAbove: limits.data.adjustApprovalAbove, withdrawApprovalAbove: limits.data.withdrawApprovalAbove }}
              fields={[
                { name: 'maxAmount', label: t('money.limits.maxAmount'), hint: t('money.inCurrency', { currency }), inputMode: 'decimal' },
                { name: 'adjustApprovalAbove', label: t('money.limits.adjustApprovalAbove'), hint: t('money.inCurrency', { currency }), inputMode: 'decimal' },
                { name: 'withdrawApprovalAbove', label: t('money.limits.withdrawApprovalAbove'), hint: t('money.inCurrency', { currency }), inputMode: 'decimal' },
              ]}
              onAsk={(v) => askFor('wallet/limits', v)}
            />
          </Can>
        </section>
      ) : null}

      {mode.data ? (
        <section className="stack" aria-labelledby="money-mode-title">
          <h2 id="money-mode-title">{t('money.mode.title')}</h2>
          <ValuesList testId="money-mode" rows={[[t('money.mode.current'), t(mode.data.isSingle ? 'money.mode.single' : 'money.mode.transfer')]]} />
          <Can permission="merchants.money">
            <WalletModeForm key={`${code}-mode-${mode.dataUpdatedAt}`} isSingle={mode.data.isSingle} busy={ask.isPending} onAsk={(isSingle) => askFor('wallet-mode', { isSingle })} />
          </Can>
        </section>
      ) : null}

      {rules.data ? (
        <section className="stack" aria-labelledby="money-rules-title">
          <h2 id="money-rules-title">{t('money.rules.title')}</h2>
          <ValuesList testId="money-rules" rows={[
            [t('money.rules.minAmount'), `${rules.data.minAmount} ${currency}`],
            [t('money.rules.maxAmount'), `${rules.data.maxAmount} ${currency}`],
            [t('money.rules.autoReceiveMinutes'), String(rules.data.autoReceiveMinutes)],
            [t('money.rules.turnoverMultiple'), rules.data.turnoverMultiple],
          ]} />
          <Can permission="merchants.money">
            <FieldsForm
              key={`${code}-rules-${rules.dataUpdatedAt}`} id="money-rules" title={t('money.rules.ask')} busy={ask.isPending}
              initial={{ minAmount: rules.data.minAmount, maxAmount: rules.data.maxAmount, autoReceiveMinutes: String(rules.data.autoReceiveMinutes), turnoverMultiple: rules.data.turnoverMultiple }}
              fields={[
                { name: 'minAmount', label: t('money.rules.minAmount'), hint: t('money.inCurrency', { currency }), inputMode: 'decimal' },
                { name: 'maxAmount', label: t('money.rules.maxAmount'), hint: t('money.inCurrency', { currency }), inputMode: 'decimal' },
                { name: 'autoReceiveMinutes', label: t('money.rules.autoReceiveMinutes'), hint: t('money.rules.minutesHint'), inputMode: 'numeric' },
                { name: 'turnoverMultiple', label: t('money.rules.turnoverMultiple'), hint: t('money.rules.turnoverHint'), inputMode: 'decimal' },
              ]}
              onAsk={(v) => askFor('withdrawal-settings', { ...v, autoReceiveMinutes: Number(v.autoReceiveMinutes) })}
            />
          </Can>
        </section>
      ) : null}

      {channels.data ? (
        <ChannelsSection
          channels={channels.data} languages={current?.langList ?? ['EN']} language={i18n.language.toUpperCase()} busy={ask.isPending}
          onAsk={(channel, body) => askFor(`deposit-channels/${channel}`, body)}
        />
      ) : null}
    </section>
  );
}
