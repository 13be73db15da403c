/** The operators an owner reaches: role and merchant in words, state, authenticator, last login, and the actions. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorEntry } from '@platform/contracts';
import { columnHelper, DataTable } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { useMerchant } from '../../merchants/use-merchant';
import { OperatorActions, OperatorActionsContext, type OperatorActionsState } from './operator-actions';

const helper = columnHelper<OperatorEntry>();

export function OperatorsTable({ operators, actions }: { operators: OperatorEntry[]; actions: OperatorActionsState }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { merchants } = useMerchant();

  const columns = useMemo(() => {
    const merchantName = (code: string | null) => (code === null ? t('home.allMerchants') : merchants.find((m) => m.merchantCode === code)?.countryName ?? code);
    return helper.columns([
      helper.accessor('username', { header: () => t('operators.columns.username') }),
      helper.accessor('role', { header: () => t('operators.columns.role'), cell: (c) => t(`home.roles.${c.getValue()}`) }),
      helper.accessor('merchantCode', { header: () => t('operators.columns.merchant'), cell: (c) => merchantName(c.getValue()) }),
      helper.accessor('team', { header: () => t('operators.columns.team'), cell: (c) => { const team = c.getValue(); return team ? t('operators.teamOf', { agent: team.agentUsername }) : t('operators.wholeMerchant'); } }),
      helper.accessor('status', { header: () => t('operators.columns.status'), cell: (c) => t(`operators.statuses.${c.getValue()}`) }),
      helper.accessor('totpEnabled', { header: () => t('operators.columns.authenticator'), cell: (c) => (c.getValue() ? t('home.authenticatorOn') : t('home.authenticatorOff')) }),
      helper.accessor('lastLoginAt', {
        header: () => t('operators.columns.lastLogin'),
        cell: (c) => { const at = c.getValue(); return at ? formatDateTime(at, language) : t('players.never'); },
      }),
      helper.display({ id: 'actions', header: () => t('operators.columns.actions'), cell: ({ row }) => <OperatorActions operator={row.original} /> }),
    ]);
  }, [t, language, merchants]);

  return (
    <OperatorActionsContext value={actions}>
      <DataTable caption={t('operators.caption')} columns={columns} data={operators} rowId={(o) => String(o.id)} testId="operators-table" />
    </OperatorActionsContext>
  );
}
