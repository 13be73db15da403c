/** Operators (owners, `operators.manage`): the list, a new operator, disable/enable and authenticator resets, each confirmed. */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OperatorEntry, OperatorRole } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMe } from '../../home/api/get-me';
import { downloadOperators } from '../api/download-operators';
import { useOperators } from '../api/get-operators';
import { useCreateOperator, type NewOperator } from '../api/post-operator';
import { useResetTotp } from '../api/post-totp-reset';
import { useAskRole } from '../api/put-operator-role';
import { useSetOperatorStatus } from '../api/put-operator-status';
import { useMerchantSearch } from '../../merchants/use-merchant';
import { ChangeRoleDialog } from './change-role-dialog';
import { CreateOperatorForm } from './create-operator-form';
import type { OperatorAction } from './operator-actions';
import { OperatorsTable } from './operators-table';

export function OperatorsPage() {
  const { t } = useTranslation();
  usePageTitle(t('operators.title'));
  const operators = useOperators();
  const me = useMe();
  const create = useCreateOperator();
  const setStatus = useSetOperatorStatus();
  const resetTotp = useResetTotp();
  const askRole = useAskRole();
  const withMerchant = useMerchantSearch();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string; approvals?: boolean } | null>(null);
  const [asking, setAsking] = useState<OperatorAction | null>(null);
  const onAction = useCallback((action: OperatorAction) => setAsking(action), []);

  async function createOperator(body: NewOperator): Promise<boolean> {
    setOutcome(null);
    try {
      await create.mutateAsync(body);
      setOutcome({ tone: 'success', text: t('operators.created', { name: body.username }) });
      return true;
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(t, error) });
      return false;
    }
  }

  function changeRole(operator: OperatorEntry, role: OperatorRole) {
    const name = operator.username;
    setOutcome(null);
    askRole.mutate({ username: name, role }, {
      onSuccess: () => setOutcome({ tone: 'success', text: t('operators.changeRole.pending', { name, role: t(`home.roles.${role}`) }), approvals: true }),
      onError: (error) => setOutcome({ tone: 'error', text: errorText(t, error), approvals: error instanceof ApiError && error.code === 'approval.pending_exists' }),
      onSettled: () => setAsking(null),
    });
  }

  function confirm() {
    if (!asking || asking.kind === 'role') return;
    const { kind, operator } = asking;
    const name = operator.username;
    const settled = {
      onSuccess: () => setOutcome({ tone: 'success' as const, text: kind === 'totp' ? t('operators.totpReset', { name }) : t(operator.status === 'active' ? 'operators.disabled' : 'operators.enabled', { name }) }),
      onError: (error: unknown) => setOutcome({ tone: 'error' as const, text: errorText(t, error) }),
      onSettled: () => setAsking(null),
    };
    if (kind === 'totp') resetTotp.mutate(name, settled);
    else setStatus.mutate({ username: name, status: operator.status === 'active' ? 'disabled' : 'active' }, settled);
  }

  const disabling = asking?.kind === 'status' && asking.operator.status === 'active';
  const busy = setStatus.isPending || resetTotp.isPending || askRole.isPending;
  const confirming = asking?.kind === 'role' ? null : asking;
  const self = me.data?.username;
  const actions = useMemo(() => ({ self, busy, onAction }), [self, busy, onAction]);

  return (
    <section className="stack" aria-busy={operators.isPending}>
      <h1>{t('operators.title')}</h1>
      <p>{t('operators.intro')}</p>
      {outcome ? (
        <Alert tone={outcome.tone} testId="operators-outcome">
          {outcome.text}
          {outcome.approvals ? <> <Link to={{ pathname: '/approvals', search: withMerchant() }} data-testid="operators-approvals-link">{t('operators.changeRole.open')}</Link></> : null}
        </Alert>
      ) : null}
      <CreateOperatorForm busy={create.isPending} onCreate={createOperator} />
      <h2>{t('operators.listTitle')}</h2>
      <ExportCsvButton testId="operators" download={downloadOperators} />
      {operators.isError ? <Alert tone="error">{errorText(t, operators.error)}</Alert> : null}
      {operators.isPending ? <p role="status">{t('operators.loading')}</p> : null}
      {operators.data ? <OperatorsTable operators={operators.data} actions={actions} /> : null}
      <ChangeRoleDialog operator={asking?.kind === 'role' ? asking.operator : null} busy={busy} onAsk={changeRole} onClose={() => setAsking(null)} />
      <ConfirmDialog
        open={confirming !== null}
        testId="operator-confirm"
        title={confirming?.kind === 'totp' ? t('operators.confirmTotp.title') : disabling ? t('operators.confirmDisable.title') : t('operators.confirmEnable.title')}
        confirmLabel={confirming?.kind === 'totp' ? t('operators.resetTotp') : disabling ? t('operators.disable') : t('operators.enable')}
        danger={confirming?.kind === 'totp' || disabling}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      >
        <p>
          {confirming?.kind === 'totp'
            ? t('operators.confirmTotp.body', { name: confirming.operator.username })
            : disabling ? t('operators.confirmDisable.body', { name: asking.operator.username }) : t('operators.confirmEnable.body', { name: confirming?.operator.username ?? '' })}
        </p>
      </ConfirmDialog>
    </section>
  );
}
