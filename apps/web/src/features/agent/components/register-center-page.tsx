/**
 * Register center (spec §2 "open account"): the agent opens an account as its direct downline — a
 * member or an agent — with a first password the account must change at its first login. The server
 * applies the merchant's username and password rules; its field problems land on the fields. After
 * success the new account can be funded at once (transfer dialog). Optionally the account gets an
 * initial contract of a type the merchant enables: it is in force as soon as the account opens (one
 * server transaction for both, so there is never an account without the contract it was opened with).
 */
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgentContractType, ContractView, DownlineRegisterResult, FieldProblem } from '@platform/contracts';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { usePermission } from '../../../lib/permission-context';
import { registerDownline } from '../api/register-downline';
import { registerDownlineWithContract } from '../api/register-downline-with-contract';
import { CONTRACT_FLAGS, CONTRACT_TYPES, type AccountType } from '../lib/contract-values';

/**
 * What an agent opens: a member or an agent (type 1). The other agent types of spec §3 (2, 41, 42)
 * work alike on this platform and have no name a player knows ("ประเภท 41" on the page, issue 17),
 * so they are not offered; an account of those types is shown as an agent everywhere.
 */
const OPENED_TYPES = [0, 1] as const satisfies readonly AccountType[];
import { AGENT_NS } from '../lib/agent-texts';
import { draftToTerms, emptyTerms, type TermsDraft } from '../lib/contract-terms';
import { useAgentFormat } from '../lib/format';
import { AgentField } from './agent-field';
import { TermsEditor } from './terms-editor';
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
  const [opened, setOpened] = useState<(DownlineRegisterResult & { contract?: ContractView }) | null>(null);
  const { features } = usePermission().info;
  const f = useAgentFormat();
  const contractTypes = CONTRACT_TYPES.filter((c) => features[CONTRACT_FLAGS[c]]);
  const [withContract, setWithContract] = useState(false);
  const [contractType, setContractType] = useState<AgentContractType>(contractTypes[0] ?? 'dividend');
  const [terms, setTerms] = useState<TermsDraft>(emptyTerms);
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
    const contract = withContract ? draftToTerms(contractType, terms) : null;
    if (contract && 'problem' in contract) next.form = t(`terms.problems.${contract.problem}`);
    setProblems(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const account = { username: values.username.trim(), password: values.password, type, ...(values.nickname.trim() ? { nickname: values.nickname.trim() } : {}) };
      const result = contract && 'terms' in contract
        ? await registerDownlineWithContract({ ...account, contract: { type: contractType, terms: contract.terms } })
        : await registerDownline(account);
      setOpened(result);
      setWithContract(false);
      setTerms(emptyTerms());
      setValues({ username: '', password: '', confirmPassword: '', nickname: '' });
      await queryClient.invalidateQueries({ queryKey: ['agent'] });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'member.form_invalid' && Array.isArray(err.details)) {
        const fields: Problems = {};
        for (const p of err.details as FieldProblem[]) {
          if (p.field === 'username' || p.field === 'password' || p.field === 'confirmPassword' || p.field === 'nickname') fields[p.field] ??= fieldProblem(p);
        }
        setProblems(Object.keys(fields).length ? fields : { form: errorText(tc, err) });
      } else if (err instanceof ApiError && (err.code === 'member.password_weak' || err.code === 'member.password_invalid')) {
        setProblems({ password: errorText(tc, err) });
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
          {opened.contract ? (
            <p className="agent-note" data-testid="agent-register-contract-done">
              {t('register.contractDone', { type: t(`income.types.${opened.contract.type}`), rate: f.percent(opened.contract.rate) })}
            </p>
          ) : null}
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
              {OPENED_TYPES.map((v) => <option key={v} value={v}>{v === 0 ? t('downlines.member') : t('downlines.agent')}</option>)}
            </select>
          </div>
          {contractTypes.length > 0 ? (
            <div className="agent-initial-contract">
              <label className="agent-scope-option">
                <input type="checkbox" checked={withContract} onChange={(e) => setWithContract(e.target.checked)} data-testid="agent-register-with-contract" />
                {t('register.contractToggle')}
              </label>
              {withContract ? (
                <>
                  <p className="agent-note">{t('register.contractHint')}</p>
                  <div className="agent-field">
                    <label className="field-label" htmlFor={`${typeId}-contract`}>{t('register.contractType')}</label>
                    <select id={`${typeId}-contract`} className="field-input" value={contractType} onChange={(e) => setContractType(e.target.value as AgentContractType)} data-testid="agent-register-contract-type">
                      {contractTypes.map((c) => <option key={c} value={c}>{t(`income.types.${c}`)}</option>)}
                    </select>
                  </div>
                  <TermsEditor type={contractType} value={terms} onChange={setTerms} testId="agent-register-terms" />
                </>
              ) : null}
            </div>
          ) : null}
          {problems.form ? <p className="auth-alert" role="alert" data-testid="agent-register-error">{problems.form}</p> : null}
          <button type="submit" className="btn btn-primary btn-lg btn-block" data-testid="agent-register-submit">{busy ? t('working') : t('register.submit')}</button>
        </fieldset>
      </form>
      <TransferDialog target={transferTo} onClose={() => setTransferTo(null)} />
    </section>
  );
}
