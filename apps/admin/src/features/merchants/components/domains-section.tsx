/** The main domain (the base of every link the platform hands out) and the mirror list with their labels. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantSettingsView } from '@platform/contracts';
import { FormField } from '../../../components/form-field';
import { useSaveSection } from '../api/put-merchant-section';
import { SectionFooter } from './section-footer';

type Route = MerchantSettingsView['domainRoute'];

export function DomainsSection({ code, initial, editable }: { code: string; initial: Route; editable: boolean }) {
  const { t } = useTranslation();
  const [route, setRoute] = useState<Route>(initial);
  const save = useSaveSection(code, 'domains');
  const setMirror = (i: number, patch: Partial<Route['mirrors'][number]>) =>
    setRoute({ ...route, mirrors: route.mirrors.map((m, at) => (at === i ? { ...m, ...patch } : m)) });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!route.mainDomain.trim()) return;
    save.mutate({ mainDomain: route.mainDomain.trim(), mirrors: route.mirrors.filter((m) => m.url.trim()).map((m) => ({ url: m.url.trim(), label: m.label.trim() })) });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="domains-title" data-testid="domains-form">
      <h2 id="domains-title">{t('merchants.domains.title')}</h2>
      <fieldset className="stack" disabled={!editable}>
        <legend className="visually-hidden">{t('merchants.domains.title')}</legend>
        <FormField id="domain-main" label={t('merchants.domains.main')} hint={t('merchants.domains.mainHint')} required maxLength={253} value={route.mainDomain}
          error={route.mainDomain.trim() ? undefined : t('form.required')} onChange={(e) => setRoute({ ...route, mainDomain: e.target.value })} />
        <h3>{t('merchants.domains.mirrors')}</h3>
        {route.mirrors.length === 0 ? <p className="field-hint">{t('merchants.domains.noMirrors')}</p> : null}
        {route.mirrors.map((m, i) => (
          <div className="form-grid" key={i}>
            <FormField id={`mirror-url-${i}`} label={t('merchants.domains.mirrorUrl', { n: i + 1 })} maxLength={253} value={m.url} onChange={(e) => setMirror(i, { url: e.target.value })} />
            <FormField id={`mirror-label-${i}`} label={t('merchants.domains.mirrorLabel', { n: i + 1 })} maxLength={60} value={m.label} onChange={(e) => setMirror(i, { label: e.target.value })} />
            <div className="actions">
              <button type="button" className="button button-small button-quiet" onClick={() => setRoute({ ...route, mirrors: route.mirrors.filter((_, at) => at !== i) })}>
                {t('merchants.domains.removeMirror', { n: i + 1 })}
              </button>
            </div>
          </div>
        ))}
        {editable ? (
          <div className="actions">
            <button type="button" className="button button-quiet" onClick={() => setRoute({ ...route, mirrors: [...route.mirrors, { url: '', label: '' }] })}>{t('merchants.domains.addMirror')}</button>
          </div>
        ) : null}
      </fieldset>
      <SectionFooter id="domains" editable={editable} busy={save.isPending} error={save.error} saved={save.isSuccess} />
    </form>
  );
}
