/** A lobby section title with an icon and an optional action on the right. */
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/ui/icon';

export function SectionHead({ id, icon, title, action }: { id: string; icon: IconName; title: ReactNode; action?: ReactNode }) {
  return (
    <div className="lobby-section-head">
      <h2 id={id} className="lobby-section-title">
        <Icon name={icon} size={20} /> {title}
      </h2>
      {action}
    </div>
  );
}
