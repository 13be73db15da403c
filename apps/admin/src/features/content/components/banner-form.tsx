/**
 * Add or change one banner: titles and subtitles per language, the drawn art's palette and motif, what it
 * opens (linkage and target, checked as the server checks them), the period and the status, with the
 * player site's look beside. An existing banner also takes an uploaded image (PNG or JPEG, ≤ 5 MB).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BANNER_GROUPS, BANNER_MOTIFS, BANNER_THEMES, LINKAGE_TYPES,
  type BannerGroup, type BannerInput, type LinkageType, type OperatorBanner,
} from '@platform/contracts';
import { FormField } from '../../../components/form-field';
import { filledTexts } from '../../../lib/localized-texts';
import { instantOfZonedInput, zonedInputOf } from '../../../lib/zoned-input';
import { textIn } from '../lib/content-words';
import { BannerImage } from './banner-image';
import { BannerPreview } from './banner-preview';
import { SelectField } from '../../../components/select-field';
import { ContentFormFrame, PeriodFields, StatusField } from './content-form-frame';

interface Draft {
  groupName: BannerGroup;
  titles: Record<string, string>;
  subtitles: Record<string, string>;
  theme: BannerInput['theme'];
  motif: BannerInput['motif'];
  linkageType: LinkageType | '';
  target: string;
  startsAt: string;
  endsAt: string;
  status: 'active' | 'hidden';
}

function draftOf(banner: OperatorBanner | null, groupName: BannerGroup, timeZone: string): Draft {
  return {
    groupName: banner?.groupName ?? groupName,
    titles: { ...banner?.titles }, subtitles: { ...banner?.subtitles },
    // The server answers the art as it stored it: one of these values.
    theme: (banner?.theme ?? 'gold') as Draft['theme'], motif: (banner?.motif ?? 'cards') as Draft['motif'],
    linkageType: banner?.linkageType ?? '', target: banner?.target ?? '',
    startsAt: zonedInputOf(banner?.startsAt ?? null, timeZone), endsAt: zonedInputOf(banner?.endsAt ?? null, timeZone),
    status: banner?.status ?? 'active',
  };
}

export function BannerForm({ banner, groupName, languages, timeZone, sortOrder, busy, merchantCode, onSave, onCancel, onImage }: {
  banner: OperatorBanner | null;
  /** The merchant's zone: the period fields are its wall clock. */
  timeZone: string;
  groupName: BannerGroup;
  languages: string[];
  /** The new banner's place: after the group's last one. */
  sortOrder: number;
  busy: boolean;
  merchantCode: string;
  onSave: (body: BannerInput) => void;
  onCancel: () => void;
  /** The banner as an image upload or removal left it. */
  onImage: (banner: OperatorBanner) => void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(banner, groupName, timeZone));
  const [pickedImage, setPickedImage] = useState<string | null>(null);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const prefix = banner ? `banner-${banner.id}` : 'banner-new';
  const languageName = (l: string) => t(`content.languages.${l}`, { defaultValue: l });

  function submit(): string | null {
    if (!draft.titles.EN?.trim()) return t('content.banners.titleRequired');
    if (draft.linkageType && !draft.target.trim()) return t('content.banners.targetRequired');
    onSave({
      groupName: draft.groupName,
      titles: filledTexts(draft.titles) as BannerInput['titles'],
      subtitles: filledTexts(draft.subtitles),
      theme: draft.theme,
      motif: draft.motif,
      linkageType: draft.linkageType || null,
      target: draft.linkageType ? draft.target.trim() : null,
      sortOrder: banner?.sortOrder ?? sortOrder,
      startsAt: instantOfZonedInput(draft.startsAt, timeZone),
      endsAt: instantOfZonedInput(draft.endsAt, timeZone),
      status: draft.status,
    });
    return null;
  }

  const previewLanguage = languages.includes(i18n.language.toUpperCase()) ? i18n.language : 'EN';
  return (
    <ContentFormFrame kind="banner" prefix={prefix} busy={busy} onSubmit={submit} onCancel={onCancel}
      heading={banner ? t('content.banners.editTitle', { title: textIn(banner.titles, i18n.language) }) : t('content.banners.newTitle')}>
      {/* The look first, at a width close to the player site's slot; the fields below change it as they are typed. */}
      <div className="banner-look">
        <BannerPreview
          src={pickedImage ?? banner?.url ?? null}
          title={textIn(filledTexts(draft.titles), previewLanguage)}
          subtitle={textIn(filledTexts(draft.subtitles), previewLanguage)}
          testId="banner-preview"
        />
        {banner ? <BannerImage banner={banner} merchantCode={merchantCode} onPicked={setPickedImage} onSaved={onImage} /> : <p className="note">{t('content.banners.imageAfterSave')}</p>}
      </div>
      <div className="content-editor">
        <div className="stack">
          <div className="form-grid">
            <SelectField id={`${prefix}-group`} label={t('content.banners.group')} value={draft.groupName} onChange={(groupName) => set({ groupName })}
              options={BANNER_GROUPS.map((g) => ({ value: g, label: t(`content.groups.${g}`) }))} />
            <StatusField prefix={prefix} value={draft.status} onChange={(status) => set({ status })} />
          </div>
          <fieldset className="content-texts">
            <legend>{t('content.banners.titles')}</legend>
            {languages.map((l) => (
              <FormField key={l} id={`${prefix}-title-${l}`} label={t('content.textIn', { language: languageName(l) })}
                hint={l === 'EN' ? t('content.enRequired') : undefined} maxLength={80} required={l === 'EN'}
                value={draft.titles[l] ?? ''} onChange={(e) => set({ titles: { ...draft.titles, [l]: e.target.value } })} data-testid={`banner-title-${l}`} />
            ))}
          </fieldset>
          <fieldset className="content-texts">
            <legend>{t('content.banners.subtitles')}</legend>
            {languages.map((l) => (
              <FormField key={l} id={`${prefix}-subtitle-${l}`} label={t('content.textIn', { language: languageName(l) })}
                maxLength={160} value={draft.subtitles[l] ?? ''} onChange={(e) => set({ subtitles: { ...draft.subtitles, [l]: e.target.value } })} />
            ))}
          </fieldset>
          <div className="form-grid">
            <SelectField id={`${prefix}-linkage`} label={t('content.banners.linkage')} value={draft.linkageType} onChange={(linkageType) => set({ linkageType })}
              options={[{ value: '' as const, label: t('content.linkages.none') }, ...LINKAGE_TYPES.map((l) => ({ value: l, label: t(`content.linkages.${l}`) }))]} />
            {draft.linkageType ? (
              <FormField id={`${prefix}-target`} label={t('content.banners.target')} hint={t(`content.targetHints.${draft.linkageType}`)} maxLength={300}
                value={draft.target} onChange={(e) => set({ target: e.target.value })} />
            ) : null}
            <SelectField id={`${prefix}-theme`} label={t('content.banners.theme')} value={draft.theme} onChange={(theme) => set({ theme })}
              options={BANNER_THEMES.map((v) => ({ value: v, label: t(`content.themes.${v}`) }))} />
            <SelectField id={`${prefix}-motif`} label={t('content.banners.motif')} value={draft.motif} onChange={(motif) => set({ motif })}
              options={BANNER_MOTIFS.map((v) => ({ value: v, label: t(`content.motifs.${v}`) }))} />
            <PeriodFields prefix={prefix} timeZone={timeZone} startsAt={draft.startsAt} endsAt={draft.endsAt} onChange={set} />
          </div>
        </div>
      </div>
    </ContentFormFrame>
  );
}
