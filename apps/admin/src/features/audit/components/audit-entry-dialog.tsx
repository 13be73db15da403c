/** One audit entry: who, what, where and when, its place in the hash chain, and its before and after as a diff. */
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@platform/contracts';
import { InfoDialog } from '../../../components/info-dialog';
import { formatCount, formatDateTimeIn } from '../../../lib/format';
import { useMerchant } from '../../merchants/use-merchant';
import { AuditDiff } from './audit-diff';
import { ActorName, merchantWords } from './audit-words';

export function AuditEntryDialog({ entry, timeZone, onClose }: { entry: AuditEntry | null; timeZone: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { merchants } = useMerchant();
  return (
    <InfoDialog open={entry !== null} title={t('audit.entry.title', { id: entry?.id ?? '' })} onClose={onClose} testId="audit-entry" wide>
      {entry ? (
        <>
          <dl className="details">
            <div><dt>{t('audit.columns.at')}</dt><dd><time dateTime={entry.at}>{formatDateTimeIn(entry.at, i18n.language, timeZone)}</time></dd></div>
            <div><dt>{t('audit.columns.actor')}</dt><dd><ActorName entry={entry} /></dd></div>
            <div><dt>{t('audit.columns.action')}</dt><dd><code data-testid="audit-entry-action">{entry.action}</code></dd></div>
            <div><dt>{t('audit.columns.target')}</dt><dd><code>{entry.target}</code></dd></div>
            <div><dt>{t('audit.columns.merchant')}</dt><dd>{merchantWords(t, merchants, entry.merchantCode)}</dd></div>
            <div><dt>{t('audit.entry.ip')}</dt><dd>{entry.ip ?? <span className="muted">{t('audit.entry.noIp')}</span>}</dd></div>
          </dl>
          <h3>{t('audit.entry.changes')}</h3>
          <AuditDiff before={entry.before} after={entry.after} />
          <h3>{t('audit.entry.chain')}</h3>
          {entry.chainSeq === null || entry.hash === null ? (
            <p data-testid="audit-entry-unsealed">{t('audit.entry.unsealed')}</p>
          ) : (
            <dl className="details" data-testid="audit-entry-sealed">
              <div><dt>{t('audit.entry.place')}</dt><dd className="number">{formatCount(entry.chainSeq, i18n.language)}</dd></div>
              <div className="details-wide"><dt>{t('audit.entry.hash')}</dt><dd><code className="hash">{entry.hash}</code></dd></div>
              <div className="details-wide"><dt>{t('audit.entry.prevHash')}</dt><dd><code className="hash">{entry.prevHash}</code></dd></div>
            </dl>
          )}
        </>
      ) : null}
    </InfoDialog>
  );
}
