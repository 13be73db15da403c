/** "Change role": the new role for another operator, with what it may do; the change then waits for a second owner. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorEntry, OperatorRole } from '@platform/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ROLES } from '../lib/roles';

export function ChangeRoleDialog({ operator, busy, onAsk, onClose }: {
  operator: OperatorEntry | null;
  busy: boolean;
  onAsk: (operator: OperatorEntry, role: OperatorRole) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<OperatorRole | null>(null);
  const others = ROLES.filter((r) => r !== operator?.role);
  const role = chosen && chosen !== operator?.role ? chosen : others[0]!;

  return (
    <ConfirmDialog
      open={operator !== null}
      testId="change-role"
      title={t('operators.changeRole.title', { name: operator?.username ?? '' })}
      confirmLabel={t('operators.changeRole.submit')}
      busy={busy}
      onConfirm={() => operator && onAsk(operator, role)}
      onClose={() => { setChosen(null); onClose(); }}
    >
      <p>{t('operators.changeRole.current', { role: operator ? t(`home.roles.${operator.role}`) : '' })}</p>
      <div className="field">
        <label className="field-label" htmlFor="change-role-select">{t('operators.changeRole.newRole')}</label>
        <select id="change-role-select" value={role} aria-describedby="change-role-hint" onChange={(e) => setChosen(e.target.value as OperatorRole)} data-testid="change-role-select">
          {others.map((r) => <option key={r} value={r}>{t(`home.roles.${r}`)}</option>)}
        </select>
        <p id="change-role-hint" className="field-hint">{t(`operators.roleDescriptions.${role}`)}</p>
      </div>
      <p className="note">{t('operators.changeRole.note')}</p>
    </ConfirmDialog>
  );
}
