/**
 * The buttons of one operator's row. What changes while the page is open (a call in flight, who is signed
 * in) comes through context rather than the table's column definitions: TanStack Table renders each cell
 * function as a component, so new definitions would remount the buttons and lose the keyboard focus that
 * the confirmation dialog hands back to them.
 */
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorEntry } from '@platform/contracts';

export type OperatorAction = { kind: 'status' | 'totp' | 'role'; operator: OperatorEntry };

export interface OperatorActionsState {
  /** The signed-in operator's name: the server refuses actions on oneself, so none are offered. */
  self: string | undefined;
  busy: boolean;
  onAction: (action: OperatorAction) => void;
}

export const OperatorActionsContext = createContext<OperatorActionsState>({ self: undefined, busy: false, onAction: () => undefined });

export function OperatorActions({ operator }: { operator: OperatorEntry }) {
  const { t } = useTranslation();
  const { self, busy, onAction } = useContext(OperatorActionsContext);
  if (operator.username === self) return <span className="muted">{t('operators.you')}</span>;
  const toggle = operator.status === 'active' ? 'disable' : 'enable';
  return (
    <div className="row-actions">
      <button
        type="button" className="button button-small" disabled={busy} data-testid={`operator-${toggle}`}
        aria-label={t(`operators.${toggle}Label`, { name: operator.username })} onClick={() => onAction({ kind: 'status', operator })}
      >
        {t(`operators.${toggle}`)}
      </button>
      <button
        type="button" className="button button-small" disabled={busy} data-testid="operator-change-role"
        aria-label={t('operators.changeRoleLabel', { name: operator.username })} onClick={() => onAction({ kind: 'role', operator })}
      >
        {t('operators.changeRole.action')}
      </button>
      {operator.totpEnabled ? (
        <button
          type="button" className="button button-small" disabled={busy} data-testid="operator-reset-totp"
          aria-label={t('operators.resetTotpLabel', { name: operator.username })} onClick={() => onAction({ kind: 'totp', operator })}
        >
          {t('operators.resetTotp')}
        </button>
      ) : null}
    </div>
  );
}
