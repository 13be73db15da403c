/** Operators' notes on the player, newest first; those with players.manage add one (kept as written). */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerNote } from '@platform/contracts';
import { Alert } from '../../../../components/alert';
import { columnHelper } from '../../../../components/data-table';
import { formatDateTimeIn } from '../../../../lib/format';
import { Can } from '../../../access/components/can';
import { getPlayerList } from '../../api/get-player-list';
import { useAddNote } from '../../api/post-player-note';
import { actionErrorText } from '../../lib/action-error';
import type { TabProps } from './money-tabs';
import { PagedTab } from './paged-tab';

const helper = columnHelper<PlayerNote>();
export const NOTE_MAX = 1000;

export function NotesTab({ merchantCode, playerId, timeZone }: TabProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const add = useAddNote(merchantCode, playerId);
  const columns = useMemo(() => helper.columns([
    helper.accessor('createdAt', { header: () => t('playerActions.columns.time'), cell: (c) => formatDateTimeIn(c.getValue(), language, timeZone) }),
    helper.accessor('author', { header: () => t('playerActions.columns.author') }),
    helper.accessor('text', { header: () => t('playerActions.columns.note'), cell: (c) => <span className="note-text">{c.getValue()}</span> }),
  ]), [t, language, timeZone]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    if (!text.trim()) {
      setProblem(t('playerActions.noteRequired'));
      document.getElementById(`${id}-note`)?.focus();
      return;
    }
    add.mutate(text.trim(), {
      onSuccess: () => { setText(''); setProblem(null); setSaved(true); },
      onError: (error) => setProblem(actionErrorText(t, error)),
    });
  }

  return (
    <div className="stack">
      <Can permission="players.manage">
        <form className="stack" onSubmit={submit} aria-label={t('playerActions.addNote')}>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-note`}>{t('playerActions.newNote')}</label>
            <textarea
              id={`${id}-note`} className="field-input field-textarea" rows={3} maxLength={NOTE_MAX} value={text}
              aria-invalid={problem ? true : undefined} aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
              onChange={(e) => { setText(e.target.value); setProblem(null); }} data-testid="note-text"
            />
            <p id={`${id}-hint`} className="field-hint">{t('playerActions.noteHint', { max: NOTE_MAX, left: NOTE_MAX - text.length })}</p>
            {problem ? <p id={`${id}-error`} className="field-error" role="alert">{problem}</p> : null}
          </div>
          <div className="actions">
            <button type="submit" className="button button-primary" disabled={add.isPending} data-testid="note-submit">{t('playerActions.addNote')}</button>
          </div>
          {saved ? <Alert tone="success" testId="note-saved">{t('playerActions.noteSaved')}</Alert> : null}
        </form>
      </Can>
      <PagedTab<PlayerNote>
        name="notes" merchantCode={merchantCode} playerId={playerId} timeZone={timeZone} caption={t('playerActions.tabs.notes')}
        fetcher={(paging) => getPlayerList<PlayerNote>(merchantCode, playerId, 'notes', paging)} columns={columns} rowId={(n) => String(n.id)}
      />
    </div>
  );
}
