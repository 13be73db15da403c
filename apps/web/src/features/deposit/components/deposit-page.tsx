/**
 * The member centre's deposit page (spec §2 deposit, issue 4): the merchant's channels, the request
 * form (bank details, transfer reference and receipt for bank transfers; a redirect to the pay page
 * for gateways) and the player's recent deposits with their status.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { formatAmount } from '../../../lib/format';
import { usePublicState } from '../../../lib/use-public-state';
import { useAppStore } from '../../../stores/app-store';
import { depositChannelsQueryOptions } from '../api/get-deposit-channels';
import { DepositForm } from './deposit-form';
import { DepositHistory } from './deposit-history';
import '../deposit.css';

export function DepositPage() {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const language = useAppStore((s) => s.language);
  const queryClient = useQueryClient();
  const channels = useQuery(depositChannelsQueryOptions(token));
  const state = usePublicState();
  const [chosen, setChosen] = useState<string | null>(null);

  if (channels.isPending) return <p role="status" data-testid="deposit-loading">{t('common.loading')}</p>;
  if (channels.isError) {
    return (
      <section className="deposit" data-testid="deposit-page">
        <p className="auth-alert" role="alert">{errorText(t, channels.error)}</p>
      </section>
    );
  }
  const list = channels.data;
  const channel = list.find((c) => c.code === chosen) ?? list[0];
  const money = (n: number) => `${state.data?.currencySymbol ?? ''} ${formatAmount(n, language)}`.trim();

  return (
    <section className="deposit" data-testid="deposit-page" aria-labelledby="deposit-title">
      <h1 id="deposit-title" className="page-title">{t('deposit.title')}</h1>
      {channel ? (
        <>
          <fieldset className="deposit-card deposit-channels">
            <legend className="deposit-heading">{t('deposit.channel')}</legend>
            {list.map((c) => (
              <label key={c.code} className={`deposit-channel${c.code === channel.code ? ' is-active' : ''}`}>
                <input type="radio" name="deposit-channel" checked={c.code === channel.code} onChange={() => setChosen(c.code)} data-testid={`deposit-channel-${c.code}`} />
                <span className="deposit-channel-name">{c.name}</span>
                <span className="deposit-note">{t(`deposit.type.${c.type}`)} · {t('deposit.range', { min: money(c.minAmount), max: money(c.maxAmount) })}</span>
              </label>
            ))}
          </fieldset>
          <DepositForm key={channel.code} channel={channel} money={money} onDone={() => void queryClient.invalidateQueries({ queryKey: ['deposits'] })} />
        </>
      ) : (
        <p className="deposit-card" data-testid="deposit-no-channels">{t('deposit.noChannels')}</p>
      )}
      <DepositHistory money={money} />
    </section>
  );
}
