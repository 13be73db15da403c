/**
 * Add or change one banner: titles and subtitles per language, the drawn art's palette and motif, what it
 * opens (linkage and target, checked as the server checks them), the period and the status, with the
 * player site's look beside. An existing banner also takes an uploaded image (PNG or JPEG, ≤ 5 MB).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BANNER_GROUPS, BANNER_MOTIFS, BANNER_THEMES, CONTENT_STATUSES, LINKAGE_TYPES,
  type BannerGroup, type BannerInput, type LinkageType, type OperatorBanner,
} from '@platform/contracts';
import { FormField } from '../../../components/form-field';
import { filledTexts, fromLocalInput, toLocalInput } from '../lib/content-form';
import { textIn } from '../lib/content-words';
import { BannerImage } from './banner-image';
import { BannerPreview } from './banner-preview';

interface Draft {
  groupName: BannerGroup;
  titles: Record<string, string>;
  subtitles: Record<string, string>;
  theme: string;
  motif: string;
  linkageType: LinkageType | '';
  target: string;
  startsAt: string;
  endsAt: string;
  status: 'active' | 'hidden';
}

function draftOf(banner: OperatorBanner | null, groupName: BannerGroup): Draft {
  return {
    groupName: banner?.groupName ?? groupName,
    titles: { ...banner?.titles }, subtitles: { ...banner?.subtitles },
    theme: banner?.theme ?? 'gold', motif: banner?.motif ?? 'cards',
    linkageType: banner?.linkageType ?? '', target: banner?.target ?? '',
    startsAt: toLocalInput(banner?.startsAt ?? null), endsAt: toLocalInput(banner?.endsAt ?? null),
    status: banner?.status ?? 'active',
  };
}

export function BannerForm({ banner, groupName, languages, sortOrder, busy, merchantCode, onSave, onCancel }: {
  banner: OperatorBanner | null;
  groupName: BannerGroup;
  languages: string[];
  /** The new banner's place: after the group's last one. */
  sortOrder: number;
  busy: boolean;
  merchantCode: string;
  onSave: (body: BannerInput) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(banner, groupName));
  const [problem, setProblem] = useState<string | null>(null);
  const [pickedImage, setPickedImage] = useState<string | null>(null);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const prefix = banner ? `banner-${banner.id}` : 'banner-new';

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!draft.titles.EN?.trim()) {
      setProblem(t('content.banners.titleRequired'));
      return;
    }
    if (draft.linkageType && !draft.target.trim()) {
      setProblem(t('content.banners.targetRequired'));
      return;
    }
    onSave({
      groupName: draft.groupName,
      titles: filledTexts(draft.titles) as BannerInput['titles'],
      subtitles: filledTexts(draft.subtitles),
      theme: draft.theme as BannerInput['theme'],
      motif: draft.motif as BannerInput['motif'],
      linkageType: draft.linkageType || null,
      target: draft.linkageType ? draft.target.trim() : null,
      sortOrder: banner?.sortOrder ?? sortOrder,
      startsAt: fromLocalInput(draft.startsAt),
      endsAt: fromLocalInput(draft.endsAt),
      status: draft.status,
    });
  }

  const previewLanguage = languages.includes(i18n.language.toUpperCase()) ? i18n.language : 'EN';
  return (
    <form className="panel stack" onSubmit={submit} noValidate aria-labelledby={`${prefix}-title`} data-testid="banner-form">
      <h2 id={`${prefix}-title`}>{banner ? t('content.banners.editTitle', { title: textIn(banner.titles, i18n.language) }) : t('content.banners.newTitle')}</h2>
      {/* The look first, at a width close to the player site's slot; the fields below change it as they are typed. */}
      <div className="banner-look">
        <BannerPreview
          src={pickedImage ?? banner?.url ?? null}
          title={textIn(filledTexts(draft.titles), previewLanguage)}
          subtitle={textIn(filledTexts(draft.subtitles), previewLanguage)}
          testId="banner-preview"
        />
        {banner ? <BannerImage banner={banner} merchantCode={merchantCode} onPicked={setPickedImage} /> : <p className="note">{t('content.banners.imageAfterSave')}</p>}
      </div>
      <div className="content-editor">
        <div className="stack">
          <div className="form-grid">
            <div className="field">
              <label className="field-label" htmlFor={`${prefix}-group`}>{t('content.banners.group')}</label>
              <select id={`${prefix}-group`} value={draft.groupName} onChange={(e) => set({ groupName: e.target.value as BannerGroup })}>
                {BANNER_GROUPS.map((g) => <option key={g} value={g}>{t(`content.groups.${g}`)}</option>)}
              </select>
            </div>
            <div className="field">
              <label className="field-label" htmlFor={`${prefix}-status`}>{t('content.status')}</label>
              <select id={`${prefix}-status`} value={draft.status} onChange={(e) => set({ status: e.target.value as Draft['status'] })}>
                {CONTENT_STATUSES.map((s) => <option key={s} value={s}>{t(`content.statuses.${s}`)}</option>)}
              </select>
            </div>
          </div>
          <fieldset className="content-texts">
            <legend>{t('content.banners.titles')}</legend>
            {languages.map((l) => (
              <FormField key={l} id={`${prefix}-title-${l}`} label={t('content.textIn', { language: t(`content.languages.${l}`, { defaultValue: l }) })}
                hint={l === 'EN' ? t('content.enRequired') : undefined} maxLength={80} required={l === 'EN'}
                value={draft.titles[l] ?? ''} onChange={(e) => set({ titles: { ...draft.titles, [l]: e.target.value } })} data-testid={`banner-title-${l}`} />
            ))}
          </fieldset>
          <fieldset className="content-texts">
            <legend>{t('content.banners.subtitles')}</legend>
            {languages.map((l) => (
              <FormField key={l} id={`${prefix}-subtitle-${l}`} label={t('content.textIn', { language: t(`content.languages.${l}`, { defaultValue: l }) })}
                maxLength={160} value={draft.subtitles[l] ?? ''} onChange={(e) => set({ subtitles: { ...draft.subtitles, [l]: e.target.value } })} />
            ))}
          </fieldset>
          <div className="form-grid">
            <div className="field">
              <label className="field-label" htmlFor={`${prefix}-linkage`}>{t('content.banners.linkage')}</label>
              <select id={`${prefix}-linkage`} value={draft.linkageType} onChange={(e) => set({ linkageType: e.target.value as Draft['linkageType'] })}>
                <option value="">{t('content.linkages.none')}</option>
                {LINKAGE_TYPES.map((l) => <option key={l} value={l}>{t(`content.linkages.${l}`)}</option>)}
              </select>
            </div>
            {draft.linkageType ? (
              <FormField id={`${prefix}-target`} label={t('content.banners.target')} hint={t(`content.targetHints.${draft.linkageType}`)} maxLength={300}
                value={draft.target} onChange={(e) => set({ target: e.target.value })} />
            ) : null}
            <div className="field">
              <label className="field-label" htmlFor={`${prefix}-theme`}>{t('content.banners.theme')}</label>
              <select id={`${prefix}-theme`} value={draft.theme} onChange={(e) => set({ theme: e.target.value })}>
                {BANNER_THEMES.map((v) => <option key={v} value={v}>{t(`content.themes.${v}`)}</option>)}
              </select>
            </div>
            <div className="field">
              <label className="field-label" htmlFor={`${prefix}-motif`}>{t('content.banners.motif')}</label>
              <select id={`${prefix}-motif`} value={draft.motif} onChange={(e) => set({ motif: e.target.value })}>
                {BANNER_MOTIFS.map((v) => <option key={v} value={v}>{t(`content.motifs.${v}`)}</option>)}
              </select>
            </div>
            <FormField id={`${prefix}-starts`} type="datetime-local" label={t('content.startsAt')} hint={t('content.periodHint')}
              value={draft.startsAt} onChange={(e) => set({ startsAt: e.target.value })} />
            <FormField id={`${prefix}-ends`} type="datetime-local" label={t('content.endsAt')}
              value={draft.endsAt} onChange={(e) => set({ endsAt: e.target.value })} />
          </div>
        </div>
      </div>
      {problem ? <p className="field-error" role="alert">{problem}</p> : null}
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy} data-testid="banner-save">{t('content.save')}</button>
        <button type="button" className="button button-quiet" onClick={onCancel}>{t('content.close')}</button>
      </div>
    </form>
  );
}
