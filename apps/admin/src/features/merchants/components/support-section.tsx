/** The support channels players reach from "live chat" and the status pages, in their order. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CHANNEL_TYPES, type SupportChannelInput } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { FormField } from '../../../components/form-field';
import { useSupportChannels, type SupportChannel } from '../api/get-support-channels';
import { useSaveSupportChannels } from '../api/put-support-channels';
import { merchantErrorText } from '../lib/merchant-error-text';
import { SectionFooter } from './section-footer';

type Channel = SupportChannelInput;

/** The stored link back to what the operator typed: the address of a mailto:, the number of a tel:. */
const inputOf = (c: SupportChannel): Channel => ({ type: c.type as Channel['type'], label: c.label, value: c.url.replace(/^(mailto|tel):/, '') });

function ChannelsForm({ code, initial, editable }: { code: string; initial: Channel[]; editable: boolean }) {
  const { t } = useTranslation();
  const [list, setList] = useState(initial);
  const save = useSaveSupportChannels(code);
  const set = (i: number, patch: Partial<Channel>) => setList(list.map((c, at) => (at === i ? { ...c, ...patch } : c)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...list];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setList(next);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(list.map((c) => ({ ...c, label: c.label.trim(), value: c.value.trim() })));
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="support-title" data-testid="support-form">
      <h2 id="support-title">{t('merchants.support.title')}</h2>
      <fieldset className="stack" disabled={!editable}>
        <legend className="visually-hidden">{t('merchants.support.title')}</legend>
        {list.length === 0 ? <p className="field-hint">{t('merchants.support.empty')}</p> : null}
        {list.map((c, i) => (
          <div className="form-grid panel" key={i}>
            <div className="field">
              <label className="field-label" htmlFor={`support-type-${i}`}>{t('merchants.support.type', { n: i + 1 })}</label>
              <select id={`support-type-${i}`} value={c.type} onChange={(e) => set(i, { type: e.target.value as Channel['type'] })}>
                {SUPPORT_CHANNEL_TYPES.map((type) => <option key={type} value={type}>{t(`merchants.support.types.${type}`)}</option>)}
              </select>
            </div>
            <FormField id={`support-label-${i}`} label={t('merchants.support.label', { n: i + 1 })} maxLength={60} value={c.label} onChange={(e) => set(i, { label: e.target.value })} />
            <FormField id={`support-value-${i}`} label={t('merchants.support.value', { n: i + 1 })} hint={t(`merchants.support.hints.${c.type}`)} maxLength={300} value={c.value} onChange={(e) => set(i, { value: e.target.value })} />
            <div className="actions">
              <button type="button" className="button button-small button-quiet" disabled={i === 0} onClick={() => move(i, -1)}>{t('merchants.support.up', { n: i + 1 })}</button>
              <button type="button" className="button button-small button-quiet" disabled={i === list.length - 1} onClick={() => move(i, 1)}>{t('merchants.support.down', { n: i + 1 })}</button>
              <button type="button" className="button button-small button-danger" onClick={() => setList(list.filter((_, at) => at !== i))}>{t('merchants.support.remove', { n: i + 1 })}</button>
            </div>
          </div>
        ))}
        {editable && list.length < 12 ? (
          <div className="actions">
            <button type="button" className="button button-quiet" onClick={() => setList([...list, { type: 'LINE', label: '', value: '' }])}>{t('merchants.support.add')}</button>
          </div>
        ) : null}
      </fieldset>
      <SectionFooter id="support" editable={editable} busy={save.isPending} error={save.error} saved={save.isSuccess} />
    </form>
  );
}

export function SupportSection({ code, editable }: { code: string; editable: boolean }) {
  const { t } = useTranslation();
  const channels = useSupportChannels(code);
  if (channels.error) return <Alert tone="error">{merchantErrorText(t, channels.error)}</Alert>;
  if (!channels.data) return <p role="status">{t('merchants.loading')}</p>;
  return <ChannelsForm code={code} initial={channels.data.map(inputOf)} editable={editable} />;
}
