/**
 * Register center (spec §2 "open account"): the agent opens an account as its direct downline — a
 * member or an agent — with a first password the account must change at its first login. The server
 * applies the merchant's username and password rules; its field problems land on the fields. After
 * success the new account can be funded at once (transfer dialog).
 */
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DownlineRegisterResult, FieldProblem } from '@platform/contracts';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { registerDownline } from '../api/register-downline';
import { ACCOUNT_TYPES, type AccountType } from '../lib/contract-values';
import { AGENT_NS } from '../lib/agent-texts';
import { AgentField } from './agent-field';
import { TransferDialog, type TransferTarget } from './transfer-dialog';

type Field = 'username' | 'password' | 'confirmPassword' | 'nickname';
type Problems = Partial<Record<Field | 'form', string>>;

export function RegisterCenterPage() {
  const { t } = useTranslation(AGENT_NS);
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const typeId = useId();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '', confirmPassword: '', nickname: '' });
  const [type, setType] = useState<AccountType>(0);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState<DownlineRegisterResult | null>(null);
  const [transferTo, setTransferTo] = useState<TransferTarget | null>(null);

  const field = (name: Field) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: problems[name],
  });

  // The merchant's rule as the server reports it: length always, the pattern's kind by its id.
  const fieldProblem = (p: FieldProblem) =>
    p.rule === 'pattern' ? t('register.problemPattern', { min: p.minLength ?? 0, max: p.maxLength ?? 0 }) : p.rule === 'mismatch' ? tc('validation.mismatch') : tc('validation.required');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Problems = {};
    if (!values.username.trim()) next.username = tc('validation.required');
    if (!values.password) next.password = tc('validation.required');
    if (values.confirmPassword !== values.password) next.confirmPassword = tc('validation.mismatch');
    setProblems(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const result = await registerDownline({ username: values.username.trim(), password: values.password, type, ...(values.nickname.trim() ? { nickname: values.nickname.trim() } : {}) });
      setOpened(result);
      setValues({ username: '', password: '', confirmPassword: '', nickname: '' });
      await queryClient.invalidateQueries({ queryKey: ['agent'] });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'member.form_invalid' && Array.isArray(err.details)) {
        const fields: Problems = {};
        for (const p of err.details as FieldProblem[]) {
          if (p.field === 'username' || p.field === 'password' || p.field === 'confirmPassword' || p.field === 'nickname') fields[p.field] ??= fieldProblem(p);
        }
        setProblems(Object.keys(fields).length ? fields : { form: errorText(tc, err) });
      } else if (err instanceof ApiError && err.code.includes('username')) {
        setProblems({ username: errorText(tc, err) });
      } else {
        setProblems({ form: errorText(tc, err) });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="agent-page" data-testid="agent-register" aria-labelledby="agent-register-title">
      <h1 id="agent-register-title" className="page-title">{t('menu.registerCenter')}</h1>
      {opened ? (
        <div className="agent-card" role="status" data-testid="agent-register-done">
          <p className="agent-success">{t('register.done', { username: opened.username })}</p>
          {opened.mustChangePassword ? <p className="agent-note">{t('register.mustChange')}</p> : null}
          {opened.inviteCode ? <p className="agent-note">{t('register.inviteCode', { code: opened.inviteCode })}</p> : null}
          <div className="agent-actions">
            <button type="button" className="btn btn-primary" onClick={() => setTransferTo({ id: opened.id, username: opened.username })} data-testid="agent-register-transfer">
              {t('downlines.transferTo', { username: opened.username })}
            </button>
            <Link to={{ search: '?page=downlineManagement' }} className="btn btn-outline">{t('menu.downlineManagement')}</Link>
          </div>
        </div>
      ) : null}
      <form className="agent-card" noValidate onSubmit={(e) => void submit(e)} data-testid="agent-register-form">
        <p className="agent-note">{t('register.intro')}</p>
        <fieldset className="auth-form" disabled={busy}>
          <AgentField id="agent-register-username" label={t('details.username')} required autoComplete="off" maxLength={40} testId="agent-register-username" {...field('username')} />
          <AgentField id="agent-register-nickname" label={t('details.nickname')} autoComplete="off" maxLength={40} testId="agent-register-nickname" {...field('nickname')} />
          <AgentField id="agent-register-password" type="password" label={t('register.password')} required autoComplete="new-password" hint={t('register.passwordHint')} testId="agent-register-password" {...field('password')} />
          <AgentField id="agent-register-confirm" type="password" label={t('register.confirmPassword')} required autoComplete="new-password" testId="agent-register-confirm" {...field('confirmPassword')} />
          <div className="agent-field">
            <label className="field-label" htmlFor={typeId}>{t('register.type')}</label>
            <select id={typeId} className="field-input" value={type} onChange={(e) => setType(Number(e.target.value) as AccountType)} data-testid="agent-register-type">
              {ACCOUNT_TYPES.map((v) => <option key={v} value={v}>{v === 0 ? t('downlines.member') : t('register.agentType', { type: v })}</option>)}
            </select>
          </div>
          {problems.form ? <p className="auth-alert" role="alert" data-testid="agent-register-error">{problems.form}</p> : null}
          <button type="submit" className="btn btn-primary btn-lg btn-block" data-testid="agent-register-submit">{busy ? t('working') : t('register.submit')}</button>
        </fieldset>
      </form>
      <TransferDialog target={transferTo} onClose={() => setTransferTo(null)} />
    </section>
  );
}
