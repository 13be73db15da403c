/** A designed empty state: glowing icon, title, text and optional actions. */
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import './empty-state.css';

export interface EmptyStateProps {
  icon: IconName;
  title: ReactNode;
  description?: ReactNode;
  badge?: ReactNode;
  actions?: ReactNode;
  testId?: string;
  compact?: boolean;
}

export function EmptyState({ icon, title, description, badge, actions, testId, compact }: EmptyStateProps) {
  return (
    <div className={`empty-state${compact ? ' empty-state-compact' : ''}`} data-testid={testId}>
      <div className="empty-state-orb" aria-hidden="true">
        <Icon name={icon} size={compact ? 28 : 40} />
      </div>
      {badge ? <span className="empty-state-badge">{badge}</span> : null}
      <h2 className="empty-state-title">{title}</h2>
      {description ? <p className="empty-state-text">{description}</p> : null}
      {actions ? <div className="empty-state-actions">{actions}</div> : null}
    </div>
  );
}
