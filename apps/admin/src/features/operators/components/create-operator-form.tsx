/**
 * A new operator: name, first password (the operator policy shown up front), role with what it may do,
 * and its merchant (or all, for an owner not bound to one: a bound owner creates its merchant's only),
 * optionally narrowed to one agent's team (decision 0053) for the roles that have team work.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_ROLES, type OperatorRole } from '@platform/contracts';
import { FormField } from '../../../components/form-field';
import { useMe } from '../../home/api/get-me';
import { useMerchant } from '../../merchants/use-merchant';
import type { NewOperator } from '../api/post-operator';
import { ROLES } from '../lib/roles';

const ALL = '*';
const EMPTY = { username: '', password: '', role: 'support' as OperatorRole, merchant: '', agent: '' };

export function CreateOperatorForm({ busy, onCreate }: { busy: boolean; onCreate: (body: NewOperator) => Promise<boolean> }) {
  const { t } = useTranslation();
  const me = useMe();
  const { merchants } = useMerchant();
  const mayBindAll = me.data?.merchantCode === null;
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const merchant = form.merchant || (mayBindAll ? ALL : merchants[0]?.merchantCode ?? '');
  // A team lies within one merchant, and only some roles have team work: otherwise the field is not offered.
  const teamPossible = merchant !== ALL && TEAM_ROLES.includes(form.role);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!form.username.trim() || !form.password || !merchant) {
      setProblem(t('form.required'));
      return;
    }
    const agentUsername = teamPossible && form.agent.trim() ? form.agent.trim() : null;
    const done = await onCreate({ username: form.username.trim(), password: form.password, role: form.role, merchantCode: merchant === ALL ? null : merchant, agentUsername });
    // The password leaves the form once the operator exists; a refusal keeps what was typed to correct.
    if (done) setForm(EMPTY);
  }

  return (
    <form className="stack panel" onSubmit={submit} noValidate aria-labelledby="create-operator-title" data-testid="create-operator">
      <h2 id="create-operator-title">{t('operators.create.title')}</h2>
      <div className="form-grid">
        <FormField
          id="operator-username" label={t('operators.create.username')} hint={t('operators.create.usernameRule')} autoComplete="off"
          required maxLength={32} value={form.username} onChange={(e) => setForm({ ...form, username: e.target.value })}
        />
        <FormField
          id="operator-password" label={t('operators.create.password')} hint={t('password.rule')} type="password" autoComplete="new-password"
          required minLength={12} maxLength={128} value={form.password} onChange={(e) => setForm({ ...form, password: e.target.value })}
        />
        <div className="field">
          <label className="field-label" htmlFor="operator-role">{t('operators.create.role')}</label>
          <select id="operator-role" value={form.role} aria-describedby="operator-role-hint" onChange={(e) => setForm({ ...form, role: e.target.value as OperatorRole })}>
            {ROLES.map((role) => <option key={role} value={role}>{t(`home.roles.${role}`)}</option>)}
          </select>
          <p id="operator-role-hint" className="field-hint" data-testid="operator-role-hint">{t(`operators.roleDescriptions.${form.role}`)}</p>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="operator-merchant">{t('operators.create.merchant')}</label>
          <select id="operator-merchant" value={merchant} onChange={(e) => setForm({ ...form, merchant: e.target.value })}>
            {mayBindAll ? <option value={ALL}>{t('home.allMerchants')}</option> : null}
            {merchants.map((m) => <option key={m.merchantCode} value={m.merchantCode}>{m.countryName}</option>)}
          </select>
        </div>
        {teamPossible ? (
          <FormField
            id="operator-agent" label={t('operators.create.agent')} hint={t('operators.create.agentHint')} autoComplete="off"
            maxLength={32} value={form.agent} onChange={(e) => setForm({ ...form, agent: e.target.value })}
          />
        ) : null}
      </div>
      {problem ? <p className="field-error" role="alert">{problem}</p> : null}
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy} data-testid="create-operator-submit">{t('operators.create.submit')}</button>
      </div>
    </form>
  );
}
