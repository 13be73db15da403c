/** A full-page failure with one way forward: start-up that could not load, or a page chunk that failed. */
import { useTranslation } from 'react-i18next';
import { EmptyState } from './ui/empty-state';

export function ErrorScreen({ title, description, onRetry }: { title: string; description: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="boot-error">
      <EmptyState
        icon="info"
        title={title}
        description={description}
        actions={
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        }
      />
    </main>
  );
}
