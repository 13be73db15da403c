/**
 * A deposit channel to create or replace: its code (fixed once it exists), bank transfer or gateway, the
 * names players read in each of the merchant's languages (EN always), the amount range, order and state.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, OperatorDepositChannel } from '@platform/contracts';
import { FormField } from '../../../components/form-field';

export interface ChannelDraft {
  code: string; type: 'bank' | 'gateway'; names: Record<string, string>; minAmount: string; maxAmount: string;
  bankName: string; accountName: string; accountNumber: string; branch: string; gateway: string; enabled: boolean; sort: string;
}

export const draftOf = (c: OperatorDepositChannel | null): ChannelDraft => ({
  code: c?.code ?? '', type: c?.type ?? 'bank', names: { ...(c?.names ?? {}) }, minAmount: c?.minAmount ?? '', maxAmount: c?.maxAmount ?? '',
  bankName: c?.bank?.bankName ?? '', accountName: c?.bank?.accountName ?? '', accountNumber: c?.bank?.accountNumber ?? '', branch: c?.bank?.branch ?? '',
  gateway: c?.gateway ?? '', enabled: c?.enabled ?? true, sort: String(c?.sort ?? 0),
});

/** The body the server takes, or null when something required is missing. */
export function channelBody(d: ChannelDraft, languages: Language[]) {
  const names = Object.fromEntries(languages.map((l) => [l, d.names[l]?.trim() ?? '']).filter(([, v]) => v));
  const bank = { bankName: d.bankName.trim(), accountName: d.accountName.trim(), accountNumber: d.accountNumber.trim(), ...(d.branch.trim() ? { branch: d.branch.trim() } : {}) };
  if (!/^[A-Z0-9_]{1,32}$/.test(d.code) || !names.EN || !d.minAmount.trim() || !d.maxAmount.trim() || !/^\d{1,5}$/.test(d.sort)) return null;
  if (d.type === 'bank' ? !bank.bankName || !bank.accountName || !bank.accountNumber : !d.gateway.trim()) return null;
  return {
    type: d.type, names, minAmount: d.minAmount.trim(), maxAmount: d.maxAmount.trim(), enabled: d.enabled, sort: Number(d.sort),
    bank: d.type === 'bank' ? bank : null, gateway: d.type === 'gateway' ? d.gateway.trim().toUpperCase() : null,
  };
}

export function ChannelForm({ channel, languages, busy, onAsk, onClose }: {
  channel: OperatorDepositChannel | null;
  languages: Language[];
  busy: boolean;
  onAsk: (code: string, body: NonNullable<ReturnType<typeof channelBody>>) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [d, setD] = useState(() => draftOf(channel));
  const [missing, setMissing] = useState(false);
  const nameLanguages: Language[] = languages.includes('EN') ? languages : ['EN', ...languages];
  const set = (patch: Partial<ChannelDraft>) => setD({ ...d, ...patch });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = channelBody(d, nameLanguages);
    setMissing(!body);
    if (body && (await onAsk(d.code, body))) onClose();
  }

  return (
    <form className="stack panel" onSubmit={submit} noValidate aria-labelledby="channel-form-title" data-testid="channel-form">
      <h3 id="channel-form-title">{channel ? t('money.channels.editTitle', { code: channel.code }) : t('money.channels.newTitle')}</h3>
      <div className="form-grid">
        <FormField
          id="channel-code" label={t('money.channels.code')} hint={t('money.channels.codeRule')} required readOnly={!!channel} autoComplete="off"
          value={d.code} onChange={(e) => set({ code: e.target.value.toUpperCase() })}
        />
        <div className="field">
          <label className="field-label" htmlFor="channel-type">{t('money.channels.type')}</label>
          <select id="channel-type" value={d.type} onChange={(e) => set({ type: e.target.value as ChannelDraft['type'] })}>
            <option value="bank">{t('money.channels.types.bank')}</option>
            <option value="gateway">{t('money.channels.types.gateway')}</option>
          </select>
        </div>
        {nameLanguages.map((l) => (
          <FormField
            key={l} id={`channel-name-${l}`} label={t('money.channels.name', { language: l })} required={l === 'EN'} autoComplete="off"
            value={d.names[l] ?? ''} onChange={(e) => set({ names: { ...d.names, [l]: e.target.value } })}
          />
        ))}
        <FormField id="channel-min" label={t('money.channels.min')} inputMode="decimal" required autoComplete="off" value={d.minAmount} onChange={(e) => set({ minAmount: e.target.value })} />
        <FormField id="channel-max" label={t('money.channels.max')} inputMode="decimal" required autoComplete="off" value={d.maxAmount} onChange={(e) => set({ maxAmount: e.target.value })} />
        {d.type === 'bank' ? (
          <>
            <FormField id="channel-bank" label={t('money.channels.bankName')} required autoComplete="off" value={d.bankName} onChange={(e) => set({ bankName: e.target.value })} />
            <FormField id="channel-account-name" label={t('money.channels.accountName')} required autoComplete="off" value={d.accountName} onChange={(e) => set({ accountName: e.target.value })} />
            <FormField id="channel-account-number" label={t('money.channels.accountNumber')} required autoComplete="off" value={d.accountNumber} onChange={(e) => set({ accountNumber: e.target.value })} />
            <FormField id="channel-branch" label={t('money.channels.branch')} autoComplete="off" value={d.branch} onChange={(e) => set({ branch: e.target.value })} />
          </>
        ) : (
          <FormField id="channel-gateway" label={t('money.channels.gateway')} required autoComplete="off" value={d.gateway} onChange={(e) => set({ gateway: e.target.value })} />
        )}
        <FormField id="channel-sort" label={t('money.channels.sort')} inputMode="numeric" required autoComplete="off" value={d.sort} onChange={(e) => set({ sort: e.target.value })} />
        <div className="field">
          <label className="check">
            <input type="checkbox" checked={d.enabled} onChange={(e) => set({ enabled: e.target.checked })} /> {t('money.channels.enabled')}
          </label>
        </div>
      </div>
      {missing ? <p className="field-error" role="alert">{t('money.channels.incomplete')}</p> : null}
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy} data-testid="channel-submit">{t('money.ask')}</button>
        <button type="button" className="button button-quiet" onClick={onClose}>{t('money.channels.close')}</button>
      </div>
    </form>
  );
}
