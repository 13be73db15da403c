import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The tab's title: the page, then the app, in the operator's language. */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = `${page} · ${app}`;
  }, [page, app]);
}
