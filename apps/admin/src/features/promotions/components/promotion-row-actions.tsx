/**
 * The buttons of one promotion row: its preview, budget and, for a red envelope, its rushes (everyone who reads
 * promotions), Edit (not for a closed one) and the status moves its status allows.
 * What changes while the page is open comes through context, not the column definitions, so the buttons
 * are not remounted (and the keyboard focus not lost) when a change is pending.
 */
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPromotion } from '@platform/contracts';
import { Can } from '../../access/components/can';
import { isEditable, statusActions, type StatusAction } from '../lib/promotion-actions';

export interface PromotionRowHandlers {
  busy: boolean;
  onEdit: (id: number) => void;
  onStatus: (promotion: OperatorPromotion, action: StatusAction) => void;
  onBudget: (id: number) => void;
  onPreview: (id: number) => void;
  onRushes: (id: number) => void;
}

export const PromotionRowContext = createContext<PromotionRowHandlers>({
  busy: false, onEdit: () => undefined, onStatus: () => undefined, onBudget: () => undefined, onPreview: () => undefined, onRushes: () => undefined,
});

export function PromotionRowActions({ promotion }: { promotion: OperatorPromotion }) {
  const { t } = useTranslation();
  const { busy, onEdit, onStatus, onBudget, onPreview, onRushes } = useContext(PromotionRowContext);
  const code = promotion.code;
  return (
    <div className="row-actions">
      <button type="button" className="button button-small" onClick={() => onPreview(promotion.id)}
        aria-label={t('promotions.actions.previewOf', { code })} data-testid="promotion-preview-open">{t('promotions.actions.preview')}</button>
      <button type="button" className="button button-small" onClick={() => onBudget(promotion.id)}
        aria-label={t('promotions.actions.budgetOf', { code })} data-testid="promotion-budget-open">{t('promotions.actions.budget')}</button>
      {promotion.kind === 'red_envelope' ? (
        <button type="button" className="button button-small" onClick={() => onRushes(promotion.id)}
          aria-label={t('promotions.actions.rushesOf', { code })} data-testid="promotion-rushes-open">{t('promotions.actions.rushes')}</button>
      ) : null}
      <Can permission="promotions.manage" fallback={<span className="muted">{t('promotions.readOnly')}</span>}>
        {isEditable(promotion.status) ? (
          <button type="button" className="button button-small" disabled={busy} onClick={() => onEdit(promotion.id)}
            aria-label={t('promotions.actions.editOf', { code })} data-testid="promotion-edit">{t('promotions.actions.edit')}</button>
        ) : null}
        {statusActions(promotion.status).map((a) => (
          <button key={a.action} type="button" className={`button button-small${a.confirm ? ' button-danger' : ''}`} disabled={busy}
            onClick={() => onStatus(promotion, a)} aria-label={t(`promotions.actions.${a.action}Of`, { code })} data-testid={`promotion-${a.action}`}>
            {t(`promotions.actions.${a.action}`)}
          </button>
        ))}
      </Can>
    </div>
  );
}
