/**
 * The contract pages' dialogs (spec §4 contract transitions), all on the site's one dialog (keyboard:
 * focus kept inside, Escape closes): the offer to a direct downline or the new-contract request to
 * my upline with the tiers editor; the answer to a contract (accept, reject, request or confirm
 * termination), which turns into the automatic-termination confirmation when accepting would leave
 * downline contracts above the new rate (the server's agent_contract.confirm_termination names them);
 * and a contract's details: terms, the open period's preview and its history. Every action may carry a
 * remark, which the history shows.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgentContractType, ContractRequestType, ContractTerminationPreview, ContractView } from '@platform/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useAppStore } from '../../../stores/app-store';
import { contractRelay } from '../api/contract-relay';
import { contractHistoryQueryOptions } from '../api/get-contract-history';
import { contractPreviewQueryOptions } from '../api/get-contract-preview';
import { downlinesQueryOptions } from '../api/list-downlines';
import { AGENT_NS } from '../lib/agent-texts';
import { draftToTerms, emptyTerms, termsToDraft, type TermsDraft } from '../lib/contract-terms';
import { useAgentFormat } from '../lib/format';
import { TableScroll } from './table-parts';
import { TermsEditor, TermsTable } from './terms-editor';

/** Who a contract is with, seen from the caller. */
export const counterpart = (c: ContractView) => (c.role === 'upline' ? c.downline.username : c.upline.username);

/** The contract API's limit (`remark`: trimmed, at most 140). */
const REMARK_MAX = 140;

/** The optional remark of an action: sent only when something is left after trimming. */
const remarkField = (remark: string) => (remark.trim() ? { remark: remark.trim() } : {});

function RemarkField({ value, onChange, testId, disabled }: { value: string; onChange: (v: string) => void; testId: string; disabled?: boolean }) {
  const { t } = useTranslation(AGENT_NS);
  const id = useId();
  return (
    <div className="agent-field">
      <label className="field-label" htmlFor={`${id}-remark`}>{t('form.remark')}</label>
      <textarea
        id={`${id}-remark`} className="field-input" rows={2} maxLength={REMARK_MAX} value={value} disabled={disabled}
        onChange={(e) => onChange(e.target.value)} aria-describedby={`${id}-count`} data-testid={testId}
      />
      <p id={`${id}-count`} className="auth-hint field-hint" data-testid={`${testId}-count`}>{t('form.remarkCount', { length: value.length, max: REMARK_MAX })}</p>
    </div>
  );
}

export type ContractForm = { mode: 'offer'; downline?: { id: number; username: string }; from?: ContractView } | { mode: 'request'; from?: ContractView };

export function ContractFormDialog({ type, form, onClose }: { type: AgentContractType; form: ContractForm | null; onClose: () => void }) {
  const { t } = useTranslation(AGENT_NS);
  const { t: tc } = useTranslation();
  const token = useAppStore((s) => s.token);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TermsDraft>(() => (form?.from ? termsToDraft(form.from.terms) : emptyTerms()));
  const [search, setSearch] = useState('');
  const [downlineId, setDownlineId] = useState<number | ''>(form?.mode === 'offer' && form.downline ? form.downline.id : '');
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const picking = form?.mode === 'offer' && !form.downline;
  const downlines = useQuery({ ...downlinesQueryOptions(token, { scope: 'direct', ...(search.trim() ? { username: search.trim() } : {}) }, 1), enabled: token !== null && picking });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const checked = draftToTerms(type, draft);
    if ('problem' in checked) return setProblem(t(`terms.problems.${checked.problem}`));
    if (form.mode === 'offer' && downlineId === '') return setProblem(t('form.chooseDownline'));
    setBusy(true);
    setProblem(null);
    try {
      await contractRelay(type, form.mode === 'offer' ? 'OFFER' : 'NEW_REQUEST', { terms: checked.terms, ...(form.mode === 'offer' ? { downlineId: Number(downlineId) } : {}), ...remarkField(remark) });
      await queryClient.invalidateQueries({ queryKey: ['agent'] });
      onClose();
    } catch (err) {
      setProblem(errorText(tc, err));
    } finally {
      setBusy(false);
    }
  };

  const title = form?.mode === 'request' ? t('form.requestTitle') : form?.mode === 'offer' && form.downline ? t('contracts.offerTo', { username: form.downline.username }) : t('form.offerTitle');
  return (
    <Dialog open={form !== null} onClose={onClose} title={title} size="lg" testId="agent-contract-form">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <fieldset className="auth-form" disabled={busy}>
          {form?.mode === 'request' ? <p className="agent-note">{t('form.requestText')}</p> : null}
          {picking ? (
            <div className="agent-filters">
              <label className="field-label">
                {t('form.search')}
                <input type="search" className="field-input" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={40} data-testid="agent-contract-form-search" />
              </label>
              <label className="field-label">
                {t('form.downline')}
                <select className="field-input" value={downlineId} onChange={(e) => setDownlineId(e.target.value ? Number(e.target.value) : '')} data-testid="agent-contract-form-downline" data-autofocus>
                  <option value="">{downlines.data && downlines.data.list.length === 0 ? t('form.noDownline') : t('form.chooseDownline')}</option>
                  {downlines.data?.list.map((d) => <option key={d.id} value={d.id}>{d.username}</option>)}
                </select>
              </label>
            </div>
          ) : null}
          <TermsEditor type={type} value={draft} onChange={setDraft} testId="agent-contract-terms" />
          <RemarkField value={remark} onChange={setRemark} testId="agent-contract-form-remark" />
          {problem ? <p className="auth-alert" role="alert" data-testid="agent-contract-form-error">{problem}</p> : null}
          <div className="dialog-actions">
            <button type="button" className="btn btn-outline" onClick={onClose}>{tc('common.cancel')}</button>
            <button type="submit" className="btn btn-primary" data-testid="agent-contract-form-submit">
              {busy ? t('working') : form?.mode === 'request' ? t('form.submitRequest') : t('form.submitOffer')}
            </button>
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}

export interface ContractAction { contract: ContractView; requestType: Exclude<ContractRequestType, 'QUERY' | 'OFFER' | 'NEW_REQUEST'> }
const ACTION_KEYS = { ACCEPT: 'accept', REJECT: 'reject', REQUEST_TERMINATE: 'terminate', CONFIRM_TERMINATE: 'confirmTerminate' } as const;

export function ContractActionDialog({ action, onClose }: { action: ContractAction | null; onClose: () => void }) {
  const { t } = useTranslation(AGENT_NS);
  const { t: tc } = useTranslation();
  const f = useAgentFormat();
  const queryClient = useQueryClient();
  const [affected, setAffected] = useState<ContractTerminationPreview | null>(null);
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = action ? ACTION_KEYS[action.requestType] : 'accept';
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The dialog turns into the confirmation while the pressed button was disabled: focus goes back
  // inside, on the safe choice, so the keyboard (Tab, Escape) keeps working.
  useEffect(() => {
    if (affected) cancelRef.current?.focus();
  }, [affected]);

  const close = () => {
    setAffected(null);
    setProblem(null);
    setRemark('');
    onClose();
  };
  const run = async () => {
    if (!action) return;
    setBusy(true);
    setProblem(null);
    try {
      await contractRelay(action.contract.type, action.requestType, { contractId: action.contract.id, ...(affected ? { confirm: true } : {}), ...remarkField(remark) });
      await queryClient.invalidateQueries({ queryKey: ['agent'] });
      close();
    } catch (err) {
      // The rule of spec §4: nothing changed yet; the server names the contracts that would end.
      if (err instanceof ApiError && err.code === 'agent_contract.confirm_termination' && !affected) setAffected(err.value as ContractTerminationPreview);
      else setProblem(errorText(tc, err));
    } finally {
      setBusy(false);
    }
  };

  const who = action ? counterpart(action.contract) : '';
  return (
    <Dialog open={action !== null} onClose={close} title={affected ? t('dialogs.autoTitle') : t(`dialogs.${key}Title`)} size="sm" testId="agent-contract-action">
      {affected ? (
        <div data-testid="agent-contract-affected">
          <p>{t('dialogs.autoText', { rate: f.percent(affected.newRate) })}</p>
          <ul className="agent-affected">
            {affected.affected.map((a) => (
              <li key={a.contractId} data-testid="agent-contract-affected-row" data-username={a.downline.username}>
                {a.downline.username} · {f.percent(a.rate)}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{action ? t(`dialogs.${key}Text`, { username: who, rate: f.percent(action.contract.rate) }) : null}</p>
      )}
      {/* Kept through the automatic-termination confirmation: the remark goes with the accept it confirms. */}
      <RemarkField value={remark} onChange={setRemark} disabled={busy} testId="agent-contract-action-remark" />
      {problem ? <p className="auth-alert" role="alert" data-testid="agent-contract-action-error">{problem}</p> : null}
      <div className="dialog-actions">
        <button ref={cancelRef} type="button" className="btn btn-outline" onClick={close} data-autofocus data-testid="agent-contract-action-cancel">{tc('common.cancel')}</button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void run()} data-testid="agent-contract-action-confirm">
          {busy ? t('working') : affected ? t('dialogs.autoAgree') : t(`contracts.${key}`)}
        </button>
      </div>
    </Dialog>
  );
}

/** Terms, what the open period would pay so far, and every change, of one contract. */
export function ContractDetailsDialog({ contract, onClose }: { contract: ContractView | null; onClose: () => void }) {
  const { t } = useTranslation(AGENT_NS);
  const { t: tc } = useTranslation();
  const token = useAppStore((s) => s.token);
  const f = useAgentFormat();
  const history = useQuery(contractHistoryQueryOptions(token, contract?.id ?? null));
  return (
    <Dialog open={contract !== null} onClose={onClose} title={contract ? t('contracts.detailsOf', { username: counterpart(contract) }) : ''} size="lg" testId="agent-contract-details">
      {contract ? (
        <>
          <p className="agent-note">
            {t(`contracts.statuses.${contract.status}`)} · {t('contracts.rate')}: {f.percent(contract.rate)} · {t('contracts.upline')}: {contract.upline.username} · {t('contracts.downline')}: {contract.downline.username}
          </p>
          <TermsTable type={contract.type} terms={contract.terms} />
          {contract.status === 'active' || contract.status === 'termination_requested' ? <ContractPreviewBox id={contract.id} /> : null}
          <h3 className="agent-subtitle">{t('history.title')}</h3>
          {history.isError ? <p className="auth-alert" role="alert">{errorText(tc, history.error)}</p> : null}
          {history.data && history.data.list.length === 0 ? <p className="agent-note">{t('history.empty')}</p> : null}
          {history.data && history.data.list.length > 0 ? (
            <TableScroll label={t('history.title')}>
              <table className="agent-table" data-testid="agent-contract-history">
                <caption className="visually-hidden">{t('history.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('history.columns.at')}</th>
                    <th scope="col">{t('history.columns.change')}</th>
                    <th scope="col">{t('history.columns.status')}</th>
                    <th scope="col">{t('history.columns.remark')}</th>
                  </tr>
                </thead>
                <tbody>
                  {history.data.list.map((h) => (
                    <tr key={`${h.at}-${h.action}-${h.toStatus}`} data-testid="agent-contract-history-row" data-action={h.action}>
                      <td>{f.time(h.at)}</td>
                      <th scope="row">{t(`history.actions.${h.action}`, { defaultValue: h.action })} <span className="agent-note">{t(`history.by.${h.by}`, { defaultValue: h.by })}</span></th>
                      <td>{t(`contracts.statuses.${h.toStatus}`)}</td>
                      {/* As written: the parties' own words, or the system's ('registration', 'contract … ended'). */}
                      <td className="agent-remark" data-testid="agent-contract-history-remark">{h.remark ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : null}
        </>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus>{tc('common.close')}</button>
      </div>
    </Dialog>
  );
}

/** What the contract's open period would pay if it ended now (the server writes nothing). */
export function ContractPreviewBox({ id }: { id: number }) {
  const { t } = useTranslation(AGENT_NS);
  const { t: tc } = useTranslation();
  const token = useAppStore((s) => s.token);
  const f = useAgentFormat();
  const preview = useQuery(contractPreviewQueryOptions(token, id));
  const p = preview.data;
  return (
    <section className="agent-preview" data-testid="agent-contract-preview" aria-label={t('preview.title')}>
      <h3 className="agent-subtitle">{t('preview.title')}</h3>
      {preview.isError ? <p className="auth-alert" role="alert">{errorText(tc, preview.error)}</p> : null}
      {p ? (
        <dl className="agent-stats">
          <div><dt>{t('preview.period')}</dt><dd>{f.time(p.periodStart, p.timeZone)} – {f.time(p.periodEnd, p.timeZone)}</dd></div>
          <div><dt>{t('income.teamValidBet')}</dt><dd>{f.money(p.teamValidBet)}</dd></div>
          <div><dt>{t('income.teamNetLoss')}</dt><dd>{f.money(p.teamNetLoss)}</dd></div>
          <div><dt>{t('income.activeMembers')}</dt><dd>{f.count(p.activeMembers)}</dd></div>
          <div><dt>{t('income.rate')}</dt><dd>{p.rate === null ? t('preview.noTier') : f.percent(p.rate)}</dd></div>
          <div data-testid="agent-contract-preview-amount"><dt>{t('preview.amount')}</dt><dd>{f.money(p.amount)}</dd></div>
        </dl>
      ) : null}
    </section>
  );
}
