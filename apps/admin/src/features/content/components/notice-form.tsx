/**
 * Add or change one notice: its kind, titles and texts per language (HTML, cleaned by the server before
 * it is stored), when it shows (before login, after, both), the promotion it opens, the period and status.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_EXECUTIONS, NOTICE_TYPES, type NoticeExecution, type NoticeInput, type NoticeType, type OperatorNotice } from '@platform/contracts';
import { FormField } from '../../../components/form-field';
import { filledTexts } from '../../../lib/localized-texts';
import { instantOfZonedInput, zonedInputOf } from '../../../lib/zoned-input';
import { textIn } from '../lib/content-words';
import { SelectField } from '../../../components/select-field';
import { ContentFormFrame, PeriodFields, StatusField } from './content-form-frame';

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

const draftOf = (notice: OperatorNotice | null, type: NoticeType, timeZone: string): Draft => ({
  type: notice?.type ?? type, titles: { ...notice?.titles }, contents: { ...notice?.contents },
  execution: notice?.execution ?? 'F', promotionType: notice?.promotionType ?? '',
  startsAt: zonedInputOf(notice?.startsAt ?? null, timeZone), endsAt: zonedInputOf(notice?.endsAt ?? null, timeZone), status: notice?.status ?? 'active',
});

export function NoticeForm({ notice, type, languages, timeZone, sortOrder, busy, onSave, onCancel }: {
  notice: OperatorNotice | null;
  /** The merchant's zone: the period fields are its wall clock. */
  timeZone: string;
  type: NoticeType;
  languages: string[];
  sortOrder: number;
  busy: boolean;
  onSave: (body: NoticeInput) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(notice, type, timeZone));
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const prefix = notice ? `notice-${notice.id}` : 'notice-new';
  const languageName = (l: string) => t(`content.languages.${l}`, { defaultValue: l });

  function submit(): string | null {
    if (!draft.titles.EN?.trim()) return t('content.notices.titleRequired');
    const promotion = draft.promotionType.trim().toUpperCase();
    if (promotion && !/^[A-Z0-9_]{1,40}$/.test(promotion)) return t('content.notices.promotionRule');
    onSave({
      type: draft.type,
      titles: filledTexts(draft.titles) as NoticeInput['titles'],
      contents: filledTexts(draft.contents),
      execution: draft.execution,
      promotionType: promotion || null,
      sortOrder: notice?.sortOrder ?? sortOrder,
      startsAt: instantOfZonedInput(draft.startsAt, timeZone),
      endsAt: instantOfZonedInput(draft.endsAt, timeZone),
      status: draft.status,
    });
    return null;
  }

  return (
    <ContentFormFrame kind="notice" prefix={prefix} busy={busy} onSubmit={submit} onCancel={onCancel}
      heading={notice ? t('content.notices.editTitle', { title: textIn(notice.titles, i18n.language) }) : t('content.notices.newTitle')}>
      <div className="form-grid">
        <SelectField id={`${prefix}-type`} label={t('content.notices.type')} value={draft.type} onChange={(v) => set({ type: v })}
          options={NOTICE_TYPES.map((v) => ({ value: v, label: t(`content.noticeTypes.${v}`) }))} />
        <SelectField id={`${prefix}-execution`} label={t('content.notices.execution')} value={draft.execution} onChange={(execution) => set({ execution })}
          options={NOTICE_EXECUTIONS.map((v) => ({ value: v, label: t(`content.executions.${v}`) }))} />
        <StatusField prefix={prefix} value={draft.status} onChange={(status) => set({ status })} />
        {draft.type === 'PR' ? (
          <FormField id={`${prefix}-promotion`} label={t('content.notices.promotionType')} hint={t('content.notices.promotionRule')} maxLength={40}
            value={draft.promotionType} onChange={(e) => set({ promotionType: e.target.value })} />
        ) : null}
        <PeriodFields prefix={prefix} timeZone={timeZone} startsAt={draft.startsAt} endsAt={draft.endsAt} onChange={set} />
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
    </ContentFormFrame>
  );
}
