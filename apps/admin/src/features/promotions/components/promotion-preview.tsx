/**
 * A promotion as a player will see it, in each of the merchant's languages (EN where the operator wrote
 * none in it): picture, title, summary, where it stands in its window once published, and its text, which
 * the server cleaned when it was saved. Drafts too: nothing here is shown to players.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPromotion } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { errorText } from '../../../lib/error-text';
import { usePromotionPreview } from '../api/get-promotion-preview';

export function PromotionPreview({ promotion, merchantCode, languages, onClose }: {
  promotion: OperatorPromotion;
  merchantCode: string;
  languages: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [language, setLanguage] = useState(languages[0] ?? 'EN');
  const preview = usePromotionPreview(merchantCode, promotion.id, language);
  const p = preview.data;
  return (
    <section className="panel stack" aria-labelledby={`${id}-title`} data-testid="promotion-preview" aria-busy={preview.isFetching}>
      <div className="panel-head">
        <h2 id={`${id}-title`}>{t('promotions.preview.title', { code: promotion.code })}</h2>
        <button type="button" className="button button-quiet" onClick={onClose} data-testid="promotion-preview-close">{t('promotions.cancel')}</button>
      </div>
      <p className="note">{t('promotions.preview.intro')}</p>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-language`}>{t('promotions.preview.language')}</label>
        <select id={`${id}-language`} value={language} onChange={(e) => setLanguage(e.target.value)} data-testid="promotion-preview-language">
          {languages.map((l) => <option key={l} value={l}>{t(`content.languages.${l}`, { defaultValue: l })}</option>)}
        </select>
      </div>
      {preview.error ? <Alert tone="error">{errorText(t, preview.error)}</Alert> : null}
      {p ? (
        <article className="promotion-preview" lang={language === 'CN' ? 'zh-Hans' : language.toLowerCase()} data-testid="promotion-preview-page">
          {p.imageUrl ? <img className="promotion-image-preview" src={p.imageUrl} alt="" width={480} height={240} /> : null}
          <p className="note">{t(`promotions.categories.${p.category}`)} · {t(`promotions.preview.periods.${p.period}`)}</p>
          <h3 data-testid="promotion-preview-heading">{p.title}</h3>
          {p.summary ? <p>{p.summary}</p> : null}
          {/* Safe HTML: cleaned by the server (lib/html.ts) when the promotion was saved, as the player site shows it. */}
          {p.content ? <div className="promotion-preview-content" dangerouslySetInnerHTML={{ __html: p.content }} /> : null}
        </article>
      ) : preview.isPending ? <p role="status">{t('promotions.loading')}</p> : null}
    </section>
  );
}
