/**
 * Add or change one notice: its kind, titles and texts per language (HTML, cleaned by the server before
 * it is stored), when it shows (before login, after, both), the promotion it opens, the period and status.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_STATUSES, NOTICE_EXECUTIONS, NOTICE_TYPES, type NoticeExecution, type NoticeInput, type NoticeType, type OperatorNotice } from '@platform/contracts';
import { FormField } from '../../../components/form-field';
import { filledTexts, fromLocalInput, toLocalInput } from '../lib/content-form';
import { textIn } from '../lib/content-words';

interface Draft {
  type: NoticeType;
  titles: Record<string, string>;
  contents: Record<string, string>;
  execution: NoticeExecution;
  promotionType: string;
  startsAt: string;
  endsAt: string;
  status: 'active' | 'hidden';
}

const draftOf = (notice: OperatorNotice | null, type: NoticeType): Draft => ({
  type: notice?.type ?? type, titles: { ...notice?.titles }, contents: { ...notice?.contents },
  execution: notice?.execution ?? 'F', promotionType: notice?.promotionType ?? '',
  startsAt: toLocalInput(notice?.startsAt ?? null), endsAt: toLocalInput(notice?.endsAt ?? null), status: notice?.status ?? 'active',
});

export function NoticeForm({ notice, type, languages, sortOrder, busy, onSave, onCancel }: {
  notice: OperatorNotice | null;
  type: NoticeType;
  languages: string[];
  sortOrder: number;
  busy: boolean;
  onSave: (body: NoticeInput) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(notice, type));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const prefix = notice ? `notice-${notice.id}` : 'notice-new';
  const languageName = (l: string) => t(`content.languages.${l}`, { defaultValue: l });

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!draft.titles.EN?.trim()) {
      setProblem(t('content.notices.titleRequired'));
      return;
    }
    const promotion = draft.promotionType.trim().toUpperCase();
    if (promotion && !/^[A-Z0-9_]{1,40}$/.test(promotion)) {
      setProblem(t('content.notices.promotionRule'));
      return;
    }
    onSave({
      type: draft.type,
      titles: filledTexts(draft.titles) as NoticeInput['titles'],
      contents: filledTexts(draft.contents),
      execution: draft.execution,
      promotionType: promotion || null,
      sortOrder: notice?.sortOrder ?? sortOrder,
      startsAt: fromLocalInput(draft.startsAt),
      endsAt: fromLocalInput(draft.endsAt),
      status: draft.status,
    });
  }

  return (
    <form className="panel stack" onSubmit={submit} noValidate aria-labelledby={`${prefix}-heading`} data-testid="notice-form">
      <h2 id={`${prefix}-heading`}>{notice ? t('content.notices.editTitle', { title: textIn(notice.titles, i18n.language) }) : t('content.notices.newTitle')}</h2>
      <div className="form-grid">
        <div className="field">
          <label className="field-label" htmlFor={`${prefix}-type`}>{t('content.notices.type')}</label>
          <select id={`${prefix}-type`} value={draft.type} onChange={(e) => set({ type: e.target.value as NoticeType })}>
            {NOTICE_TYPES.map((v) => <option key={v} value={v}>{t(`content.noticeTypes.${v}`)}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${prefix}-execution`}>{t('content.notices.execution')}</label>
          <select id={`${prefix}-execution`} value={draft.execution} onChange={(e) => set({ execution: e.target.value as NoticeExecution })}>
            {NOTICE_EXECUTIONS.map((v) => <option key={v} value={v}>{t(`content.executions.${v}`)}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${prefix}-status`}>{t('content.status')}</label>
          <select id={`${prefix}-status`} value={draft.status} onChange={(e) => set({ status: e.target.value as Draft['status'] })}>
            {CONTENT_STATUSES.map((s) => <option key={s} value={s}>{t(`content.statuses.${s}`)}</option>)}
          </select>
        </div>
        {draft.type === 'PR' ? (
          <FormField id={`${prefix}-promotion`} label={t('content.notices.promotionType')} hint={t('content.notices.promotionRule')} maxLength={40}
            value={draft.promotionType} onChange={(e) => set({ promotionType: e.target.value })} />
        ) : null}
        <FormField id={`${prefix}-starts`} type="datetime-local" label={t('content.startsAt')} hint={t('content.periodHint')}
          value={draft.startsAt} onChange={(e) => set({ startsAt: e.target.value })} />
        <FormField id={`${prefix}-ends`} type="datetime-local" label={t('content.endsAt')} value={draft.endsAt} onChange={(e) => set({ endsAt: e.target.value })} />
      </div>
      {languages.map((l) => (
        <fieldset key={l} className="panel content-texts">
          <legend>{languageName(l)}</legend>
          <FormField id={`${prefix}-title-${l}`} label={t('content.notices.titleField')} hint={l === 'EN' ? t('content.enRequired') : undefined}
            maxLength={120} required={l === 'EN'} value={draft.titles[l] ?? ''} onChange={(e) => set({ titles: { ...draft.titles, [l]: e.target.value } })} />
          <div className="field">
            <label className="field-label" htmlFor={`${prefix}-content-${l}`}>{t('content.notices.contentField')}</label>
            <textarea id={`${prefix}-content-${l}`} className="field-input field-textarea" maxLength={20_000} aria-describedby={`${prefix}-content-${l}-hint`}
              value={draft.contents[l] ?? ''} onChange={(e) => set({ contents: { ...draft.contents, [l]: e.target.value } })} />
            <p id={`${prefix}-content-${l}-hint`} className="field-hint">{t('content.notices.contentHint')}</p>
          </div>
        </fieldset>
      ))}
      {problem ? <p className="field-error" role="alert">{problem}</p> : null}
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy} data-testid="notice-save">{t('content.save')}</button>
        <button type="button" className="button button-quiet" onClick={onCancel}>{t('content.close')}</button>
      </div>
    </form>
  );
}
