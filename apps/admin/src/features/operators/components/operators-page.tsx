/** Operators (owners, `operators.manage`): the list, a new operator, disable/enable and authenticator resets, each confirmed. */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMe } from '../../home/api/get-me';
import { useOperators } from '../api/get-operators';
import { useCreateOperator, type NewOperator } from '../api/post-operator';
import { useResetTotp } from '../api/post-totp-reset';
import { useSetOperatorStatus } from '../api/put-operator-status';
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
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
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

  function confirm() {
    if (!asking) return;
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
  const busy = setStatus.isPending || resetTotp.isPending;
  const self = me.data?.username;
  const actions = useMemo(() => ({ self, busy, onAction }), [self, busy, onAction]);

  return (
    <section className="stack" aria-busy={operators.isPending}>
      <h1>{t('operators.title')}</h1>
      <p>{t('operators.intro')}</p>
      {outcome ? <Alert tone={outcome.tone} testId="operators-outcome">{outcome.text}</Alert> : null}
      <CreateOperatorForm busy={create.isPending} onCreate={createOperator} />
      <h2>{t('operators.listTitle')}</h2>
      {operators.isError ? <Alert tone="error">{errorText(t, operators.error)}</Alert> : null}
      {operators.isPending ? <p role="status">{t('operators.loading')}</p> : null}
      {operators.data ? <OperatorsTable operators={operators.data} actions={actions} /> : null}
      <ConfirmDialog
        open={asking !== null}
        testId="operator-confirm"
        title={asking?.kind === 'totp' ? t('operators.confirmTotp.title') : disabling ? t('operators.confirmDisable.title') : t('operators.confirmEnable.title')}
        confirmLabel={asking?.kind === 'totp' ? t('operators.resetTotp') : disabling ? t('operators.disable') : t('operators.enable')}
        danger={asking?.kind === 'totp' || disabling}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      >
        <p>
          {asking?.kind === 'totp'
            ? t('operators.confirmTotp.body', { name: asking.operator.username })
            : disabling ? t('operators.confirmDisable.body', { name: asking.operator.username }) : t('operators.confirmEnable.body', { name: asking?.operator.username ?? '' })}
        </p>
      </ConfirmDialog>
    </section>
  );
}
