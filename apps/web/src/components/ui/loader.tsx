/** Full-page loader (start-up, lazy pages) and the thin global progress bar shown while navigating. */
import { useTranslation } from 'react-i18next';
import './loader.css';

export function FullPageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="full-loader" role="status" aria-live="polite" data-testid="global-loader">
      <span className="full-loader-ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}

export function RouteProgress({ active }: { active: boolean }) {
  return <div className="route-progress" data-active={active} data-testid="route-progress" aria-hidden="true" />;
}
