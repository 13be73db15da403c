/** An entry's before and after, field by field: what was added, removed or changed, nested values indented. */
import { useTranslation } from 'react-i18next';
import { diffJson, showJson, type DiffRow } from '../lib/json-diff';

function Value({ row, side }: { row: DiffRow; side: 'before' | 'after' }) {
  const { t } = useTranslation();
  if (!(side in row)) return <span className="muted">{t('audit.diff.absent')}</span>;
  const text = showJson(row[side]);
  return text.includes('\n') ? <pre className="json">{text}</pre> : <code className="json-inline">{text}</code>;
}

export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const rows = diffJson(before, after);
  if (rows.length === 0) {
    return <p data-testid="audit-diff-none">{before == null && after == null ? t('audit.diff.nothing') : t('audit.diff.same')}</p>;
  }
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('audit.diff.caption')}>
      <table className="data-table diff-table" data-testid="audit-diff">
        <caption className="visually-hidden">{t('audit.diff.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.diff.field')}</th>
            <th scope="col">{t('audit.diff.change')}</th>
            <th scope="col">{t('audit.diff.before')}</th>
            <th scope="col">{t('audit.diff.after')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.kind} ${row.path}`} className={`diff-${row.kind}`} data-testid="audit-diff-row" data-path={row.path}>
              <th scope="row"><code>{row.path || t('audit.diff.whole')}</code></th>
              <td><span className={`badge diff-badge-${row.kind}`}>{t(`audit.diff.kinds.${row.kind}`)}</span></td>
              <td><Value row={row} side="before" /></td>
              <td><Value row={row} side="after" /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
