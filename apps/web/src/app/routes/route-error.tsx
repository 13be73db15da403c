/** Shown when a page fails to load (for example a lazy chunk after a deploy). */
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../components/error-screen';

export function RouteErrorPage() {
  const { t } = useTranslation();
  return <ErrorScreen title={t('errors.pageTitle')} description={t('errors.pageText')} onRetry={() => globalThis.location.reload()} />;
}
