/**
 * /promotionDetail?code= (spec §2): one promotion's page — its title, where it stands in its window,
 * its summary and content (safe HTML: cleaned by the server when the operator saved it); for an apply-type
 * promotion, the player's state in it and the application (promotion-apply.tsx); for a deposit bonus, the
 * player's state and the joining, or the bonus paid with its turnover (promotion-join.tsx); for a red envelope,
 * its rush and the envelope to take (promotion-rush.tsx). A code that is
 * not a published promotion of this merchant says so, with the way back to the list.
 */
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { errorText } from '../../../lib/error-text';
import { useAppStore } from '../../../stores/app-store';
import { usePromotion } from '../api/get-promotions';
import { codeOfParam, promotionsPath } from '../lib/promotion-links';
import { PromotionApply } from './promotion-apply';
import { PromotionJoin } from './promotion-join';
import { PromotionPeriod } from './promotion-period';
import { PromotionRush } from './promotion-rush';
import { KIND_ICONS, PromotionArt } from './promotions-page';
import './promotions.css';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to={promotionsPath(null)} className="btn btn-ghost" data-testid="promotion-back">
      {t('promotions.back')}
    </Link>
  );
}

export function PromotionDetailPage() {
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language);
  const merchantCode = useAppStore((s) => s.merchantCode);
  const [params] = useSearchParams();
  const code = codeOfParam(params.get('code') ?? params.get('type'));
  const query = usePromotion(merchantCode, language, code);
  const missing = code === null || (query.error instanceof ApiError && query.error.code === 'promotion.not_found');

  if (missing) {
    return (
      <div className="page promo-page" data-testid="page-promotion-detail">
        <header className="page-head"><h1 className="page-title">{t('nav.promotions')}</h1></header>
        <EmptyState icon="gift" title={t('promotions.notFoundTitle')} description={t('promotions.notFound')} testId="promotion-not-found" actions={<BackLink />} />
      </div>
    );
  }
  const promotion = query.data;
  return (
    <article className="page promo-page promo-detail" data-testid="page-promotion-detail">
      {query.isError ? (
        <>
          <header className="page-head"><h1 className="page-title">{t('nav.promotions')}</h1></header>
          <div className="promo-alert" role="alert" data-testid="promotion-error">
            <p>{errorText(t, query.error)}</p>
            <button type="button" className="btn btn-ghost" onClick={() => void query.refetch()}>{t('common.retry')}</button>
          </div>
        </>
      ) : !promotion ? (
        <>
          <header className="page-head"><h1 className="page-title">{t('nav.promotions')}</h1></header>
          <p className="promo-loading" role="status">{t('common.loading')}</p>
        </>
      ) : (
        <>
          <header className={`promo-detail-head promo-art-${promotion.category.toLowerCase().replace('_', '-')}`}>
            <Icon name={KIND_ICONS[promotion.kind]} size={40} aria-hidden="true" />
            <div>
              <p className="promo-card-category">{t(`promotions.categories.${promotion.category}`)}</p>
              <h1 className="page-title" data-testid="promotion-title">{promotion.title}</h1>
            </div>
          </header>
          {promotion.imageUrl ? <PromotionArt promotion={promotion} eager /> : null}
          <PromotionPeriod promotion={promotion} testId="promotion-period" />
          <TimeZoneNote testId="promotion-zone" />
          {promotion.kind === 'apply' ? <PromotionApply code={promotion.code} title={promotion.title} /> : null}
          {promotion.kind === 'deposit_bonus' ? <PromotionJoin code={promotion.code} /> : null}
          {promotion.kind === 'red_envelope' ? <PromotionRush code={promotion.code} /> : null}
          {promotion.summary ? <p className="promo-detail-summary" data-testid="promotion-summary">{promotion.summary}</p> : null}
          {promotion.content ? (
            // Safe HTML: cleaned by the server (lib/html.ts) when the operator saved it, as help articles are.
            <div className="promo-content" data-testid="promotion-content" dangerouslySetInnerHTML={{ __html: promotion.content }} />
          ) : null}
        </>
      )}
      <div><BackLink /></div>
    </article>
  );
}
