/**
 * The buttons of one banner or notice row: up, down, edit, show/hide. What changes while the page is open
 * comes through context, not the column definitions (as the operators list does): new definitions would
 * remount the buttons and lose the keyboard focus a move leaves on "Up" or "Down".
 */
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentStatus } from '@platform/contracts';
import { Can } from '../../access/components/can';

export interface ContentRowActions {
  busy: boolean;
  /** The page's ids in the order shown, for the up/down buttons and the place column. */
  ids: readonly number[];
  /** The first row's place in the whole list (the rows of the pages before), and the whole list's length. */
  offset: number;
  total: number;
  onMove: (id: number, step: -1 | 1) => void;
  onEdit: (id: number) => void;
  onStatus: (id: number, status: ContentStatus) => void;
}

export const ContentRowActionsContext = createContext<ContentRowActions>({
  busy: false, ids: [], offset: 0, total: 0, onMove: () => undefined, onEdit: () => undefined, onStatus: () => undefined,
});

/** The row's place in the whole list (1 for the first row of page 1), read here so the columns need not change with the page. */
export function RowPlace({ id }: { id: number }) {
  const { ids, offset } = useContext(ContentRowActionsContext);
  return <span className="number">{offset + ids.indexOf(id) + 1}</span>;
}

export function RowActions({ id, title, status }: { id: number; title: string; status: ContentStatus }) {
  const { t } = useTranslation();
  const { busy, ids, offset, total, onMove, onEdit, onStatus } = useContext(ContentRowActionsContext);
  // The first row of a later page still moves up (past the page's edge), the last of an earlier one down.
  const at = ids.indexOf(id) < 0 ? -1 : offset + ids.indexOf(id);
  return (
    <Can permission="content.manage" fallback={<span className="muted">{t('content.readOnly')}</span>}>
      <div className="row-actions">
        {/* The row's title in each name, so a screen reader's button list says which row it moves. */}
        <button type="button" className="button button-small" disabled={busy || at <= 0} onClick={() => onMove(id, -1)}
          aria-label={t('content.actions.upOf', { title })} data-testid="row-up">{t('content.actions.up')}</button>
        <button type="button" className="button button-small" disabled={busy || at < 0 || at >= total - 1} onClick={() => onMove(id, 1)}
          aria-label={t('content.actions.downOf', { title })} data-testid="row-down">{t('content.actions.down')}</button>
        <button type="button" className="button button-small" disabled={busy} onClick={() => onEdit(id)}
          aria-label={t('content.actions.editOf', { title })} data-testid="row-edit">{t('content.actions.edit')}</button>
        <button type="button" className="button button-small" disabled={busy} onClick={() => onStatus(id, status === 'active' ? 'hidden' : 'active')}
          aria-label={t(status === 'active' ? 'content.actions.hideOf' : 'content.actions.showOf', { title })}
          data-testid={status === 'active' ? 'row-hide' : 'row-show'}>
          {t(status === 'active' ? 'content.actions.hide' : 'content.actions.show')}
        </button>
      </div>
    </Can>
  );
}
