/** Shown when a page fails to load (for example a lazy chunk after a deploy). */
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';

export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="boot-error">
      <EmptyState
        icon="info"
        title={t('errors.pageTitle')}
        description={t('errors.pageText')}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => globalThis.location.reload()}>
            {t('common.retry')}
          </button>
        }
      />
    </main>
  );
}
