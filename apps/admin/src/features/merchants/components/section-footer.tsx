/** A section's save outcome and its Save button (only for a role that may change it). */
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { merchantErrorText } from '../lib/merchant-error-text';

export function SectionFooter({ id, editable, busy, error, saved, disabled }: {
  id: string; editable: boolean; busy: boolean; error: unknown; saved: boolean; disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error ? <Alert tone="error" testId={`${id}-error`}>{merchantErrorText(t, error)}</Alert> : null}
      {saved ? <Alert tone="success" testId={`${id}-saved`}>{t('merchants.saved')}</Alert> : null}
      {editable ? (
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={busy || disabled} data-testid={`${id}-save`}>{t('merchants.save')}</button>
        </div>
      ) : null}
    </>
  );
}
