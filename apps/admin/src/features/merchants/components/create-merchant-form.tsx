/** A new merchant from a market template (currency, languages, phone rules, time zone) and its main domain; owners over every merchant. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { FormField } from '../../../components/form-field';
import { useTemplates } from '../api/get-templates';
import { useCreateMerchant } from '../api/post-merchant-from-template';
import { merchantErrorText } from '../lib/merchant-error-text';

const CODE = /^[a-z][a-z0-9_-]{1,31}$/;

export function CreateMerchantForm() {
  const { t } = useTranslation();
  const templates = useTemplates(true);
  const create = useCreateMerchant();
  const [form, setForm] = useState({ template: '', merchantCode: '', mainDomain: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const template = form.template || templates.data?.[0]?.merchantCode || '';

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const merchantCode = form.merchantCode.trim();
    if (!template || !form.mainDomain.trim()) return setProblem(t('form.required'));
    if (merchantCode && !CODE.test(merchantCode)) return setProblem(t('merchants.create.codeRule'));
    create.mutate({ template, mainDomain: form.mainDomain.trim(), ...(merchantCode ? { merchantCode } : {}) }, {
      onSuccess: () => setForm({ template: '', merchantCode: '', mainDomain: '' }),
    });
  }

  return (
    <form className="stack panel" onSubmit={submit} noValidate aria-labelledby="create-merchant-title" data-testid="create-merchant">
      <h2 id="create-merchant-title">{t('merchants.create.title')}</h2>
      <p className="field-hint">{t('merchants.create.intro')}</p>
      <div className="form-grid">
        <div className="field">
          <label className="field-label" htmlFor="merchant-template">{t('merchants.create.template')}</label>
          <select id="merchant-template" value={template} onChange={(e) => setForm({ ...form, template: e.target.value })}>
            {templates.data?.map((m) => <option key={m.merchantCode} value={m.merchantCode}>{`${m.countryName} (${m.currency}, ${m.timeZone})`}</option>)}
          </select>
        </div>
        <FormField id="merchant-code" label={t('merchants.create.code')} hint={t('merchants.create.codeHint')} maxLength={32} value={form.merchantCode}
          onChange={(e) => setForm({ ...form, merchantCode: e.target.value })} />
        <FormField id="merchant-domain" label={t('merchants.create.domain')} hint={t('merchants.domains.mainHint')} required maxLength={253} value={form.mainDomain}
          onChange={(e) => setForm({ ...form, mainDomain: e.target.value })} />
      </div>
      {problem ? <p className="field-error" role="alert">{problem}</p> : null}
      {create.isError ? <Alert tone="error" testId="create-merchant-error">{merchantErrorText(t, create.error)}</Alert> : null}
      {create.isSuccess ? <Alert tone="success" testId="create-merchant-done">{t('merchants.create.done', { name: create.data.countryName })}</Alert> : null}
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={create.isPending || !templates.data} data-testid="create-merchant-submit">{t('merchants.create.submit')}</button>
      </div>
    </form>
  );
}
