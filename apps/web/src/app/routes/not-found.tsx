import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="search"
      title={t('notFound.title')}
      description={t('notFound.text')}
      testId="not-found"
      actions={
        <Link to="/" className="btn btn-primary">
          {t('common.backHome')}
        </Link>
      }
    />
  );
}
