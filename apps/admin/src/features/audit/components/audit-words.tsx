/** Words for an audit entry's actor and merchant, shared by the list and an entry's details. */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuditEntry, RegionEntry } from '@platform/contracts';

const ACTOR_TYPES = ['operator', 'system', 'cli', 'member'] as const;

export function actorTypeWords(t: TFunction, type: string): string {
  return (ACTOR_TYPES as readonly string[]).includes(type) ? t(`audit.actorTypes.${type}`) : type;
}

/** The actor id as the log keeps it (`1:admin`), with its kind in words underneath. */
export function ActorName({ entry }: { entry: Pick<AuditEntry, 'actorType' | 'actorId'> }) {
  const { t } = useTranslation();
  return (
    <span className="actor">
      <code>{entry.actorId}</code>
      <span className="muted"> {actorTypeWords(t, entry.actorType)}</span>
    </span>
  );
}

export function merchantWords(t: TFunction, merchants: RegionEntry[], code: string | null): string {
  if (code === null) return t('audit.siteWide');
  return merchants.find((m) => m.merchantCode === code)?.countryName ?? code;
}
