/** One page of the audit log: time in the page's zone, who, what, on which object and merchant, and a Details button. */
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@platform/contracts';
import { columnHelper, DataTable } from '../../../components/data-table';
import { formatDateTimeIn } from '../../../lib/format';
import { useMerchant } from '../../merchants/use-merchant';
import { ActorName, merchantWords } from './audit-words';

const helper = columnHelper<AuditEntry>();

/**
 * The Details button's handler comes through context, not the column definitions: new definitions would
 * remount the buttons and lose the focus the dialog hands back when it closes.
 */
export const AuditOpenContext = createContext<(entry: AuditEntry) => void>(() => undefined);

function DetailsButton({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const open = useContext(AuditOpenContext);
  return (
    <button type="button" className="button-small" onClick={() => open(entry)} aria-label={t('audit.detailsLabel', { id: entry.id })} data-testid="audit-details">
      {t('audit.details')}
    </button>
  );
}

export function AuditTable({ entries, timeZone, onOpen }: { entries: AuditEntry[]; timeZone: string; onOpen: (entry: AuditEntry) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { merchants } = useMerchant();

  const columns = useMemo(() => helper.columns([
    helper.accessor('at', {
      header: () => t('audit.columns.at'),
      cell: (c) => <time dateTime={c.getValue()}>{formatDateTimeIn(c.getValue(), language, timeZone)}</time>,
    }),
    helper.accessor('actorId', { header: () => t('audit.columns.actor'), cell: (c) => <ActorName entry={c.row.original} /> }),
    helper.accessor('action', { header: () => t('audit.columns.action'), cell: (c) => <code>{c.getValue()}</code> }),
    helper.accessor('target', { header: () => t('audit.columns.target'), cell: (c) => <code>{c.getValue()}</code> }),
    helper.accessor('merchantCode', { header: () => t('audit.columns.merchant'), cell: (c) => merchantWords(t, merchants, c.getValue()) }),
    helper.display({ id: 'details', header: () => t('audit.columns.details'), cell: ({ row }) => <DetailsButton entry={row.original} /> }),
  ]), [t, language, timeZone, merchants]);

  return (
    <AuditOpenContext value={onOpen}>
      <DataTable caption={t('audit.caption')} columns={columns} data={entries} rowId={(e) => String(e.id)} testId="audit-table" />
    </AuditOpenContext>
  );
}
