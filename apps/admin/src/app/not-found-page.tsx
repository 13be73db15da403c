import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section className="stack">
      <h1>{t('notFound.title')}</h1>
      <p><Link to="/">{t('notFound.home')}</Link></p>
    </section>
  );
}
