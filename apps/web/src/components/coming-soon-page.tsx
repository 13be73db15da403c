/** Page frame for screens that later issues fill in: a title, context chips and a designed empty state. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './ui/empty-state';
import type { IconName } from './ui/icon';
import './coming-soon-page.css';

export function ComingSoonPage({ title, description, icon, chips, testId }: {
  title: string;
  description: string;
  icon: IconName;
  chips?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid={testId}>
      <header className="page-head">
        <h1 className="page-title">{title}</h1>
        {chips ? <div className="page-chips">{chips}</div> : null}
      </header>
      <EmptyState
        icon={icon}
        title={t('comingSoon.title')}
        description={description}
        testId="coming-soon"
        actions={
          <Link to="/" className="btn btn-primary">
            {t('common.backHome')}
          </Link>
        }
      />
    </div>
  );
}

/** A labelled chip showing a query parameter the page was opened with (vassalage, gameCode). */
export function ParamChip({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <span className="chip page-chip" data-testid="page-param">
      {label}: <strong>{value}</strong>
    </span>
  );
}
