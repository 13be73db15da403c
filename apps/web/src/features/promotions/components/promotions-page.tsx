/**
 * /promotions (spec §2): the merchant's published promotions as cards, by category (`?type=`), each
 * with where it stands in its window and a link to its page; for a player, its own state in each apply
 * promotion, deposit bonus and red envelope and the action it offers (Apply, Join, Claim, Take). The categories shown are those with a
 * promotion, and the one asked for.
 */
import { promotionCategoryOf, type MemberPromotionState, type PromotionCard, type PromotionCategory } from '@platform/contracts';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon, type IconName } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { errorText } from '../../../lib/error-text';
import { useAppStore } from '../../../stores/app-store';
import { usePromotionStates } from '../api/applications';
import { usePromotions } from '../api/get-promotions';
import { cardAction, stateTextKey, stateView, type CardAction } from '../lib/bonus';
import { promotionDetailPath, promotionsPath } from '../lib/promotion-links';
import { PromotionPeriod } from './promotion-period';
import './promotions.css';

const ACTION_TEXTS: Record<CardAction, string> = {
  apply: 'promotions.apply.action', applyAgain: 'promotions.apply.again', join: 'promotions.join.action', claim: 'promotions.join.claimAction', take: 'promotions.rush.action', details: 'promotions.details',
};

export const KIND_ICONS: Record<PromotionCard['kind'], IconName> = {
  deposit_bonus: 'coins', rebate: 'refresh', cashback: 'refresh', red_envelope: 'gift', referral: 'users', apply: 'check', check_in: 'clock',
};

/** The operator's picture (2:1), or the category's drawn art with the kind's icon. */
export function PromotionArt({ promotion, eager }: { promotion: PromotionCard; eager: boolean }) {
  const { t } = useTranslation();
  const category = <span className="promo-card-category">{t(`promotions.categories.${promotion.category}`)}</span>;
  if (promotion.imageUrl) {
    return (
      <div className="promo-card-picture">
        <img src={promotion.imageUrl} alt="" width={1200} height={600} loading={eager ? 'eager' : 'lazy'} decoding="async" data-testid="promotion-image" />
        {category}
      </div>
    );
  }
  return (
    <div className={`promo-card-art promo-art-${promotion.category.toLowerCase().replace('_', '-')}`} aria-hidden="true">
      <Icon name={KIND_ICONS[promotion.kind]} size={32} />
      {category}
    </div>
  );
}

function PromotionCardView({ promotion, eager, mine }: { promotion: PromotionCard; eager: boolean; mine: MemberPromotionState | undefined }) {
  const { t } = useTranslation();
  const titleId = `promo-title-${promotion.code}`;
  const action = cardAction(mine);
  return (
    <li className="promo-card" data-testid="promotion-card" data-code={promotion.code} data-period={promotion.period} data-state={mine?.state}>
      <PromotionArt promotion={promotion} eager={eager} />
      <div className="promo-card-body">
        <h2 className="promo-card-title" id={titleId}>{promotion.title}</h2>
        {promotion.summary ? <p className="promo-card-summary">{promotion.summary}</p> : null}
        <PromotionPeriod promotion={promotion} testId="promotion-card-period" />
        {mine ? (
          <p className="promo-apply-note" data-testid="promotion-card-state">
            {t(mine.kind === 'deposit_bonus' ? 'promotions.join.heading' : 'promotions.apply.heading')}:{' '}
            <span className={`promo-state promo-state-${stateView(mine).toLowerCase()}`}>{t(stateTextKey(mine))}</span>
          </p>
        ) : null}
        <Link to={promotionDetailPath(promotion.code)} className={`btn promo-card-link ${action === 'details' ? 'btn-ghost' : 'btn-primary'}`} aria-describedby={titleId}
          data-testid="promotion-card-link" data-action={action}>
          {t(ACTION_TEXTS[action])}
        </Link>
      </div>
    </li>
  );
}

export function PromotionsPage() {
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language);
  const merchantCode = useAppStore((s) => s.merchantCode);
  const [params] = useSearchParams();
  const category = promotionCategoryOf(params.get('type'));
  const [page, setPage] = useState({ category, pageNo: 1 });
  // A new tab starts on its first page.
  const pageNo = page.category === category ? page.pageNo : 1;
  const query = usePromotions(merchantCode, language, category, pageNo);
  // A player's own state shows on its apply promotions' and deposit bonuses' cards once known (the drawn page is everyone's).
  const token = useAppStore((s) => s.token);
  const states = usePromotionStates(token);
  const mine = useMemo(() => new Map((states.data?.list ?? []).map((s) => [s.code, s])), [states.data]);
  const data = query.data;
  const tabs: PromotionCategory[] = data?.categories ?? [];
  const shownTabs = category && !tabs.includes(category) ? [...tabs, category] : tabs;

  return (
    <div className="page promo-page" data-testid="page-promotions">
      <header className="page-head">
        <h1 className="page-title">{t('nav.promotions')}</h1>
      </header>
      <nav className="promo-tabs" aria-label={t('promotions.categoriesLabel')} data-testid="promotion-tabs">
        <Link to={promotionsPath(null)} className="promo-tab" aria-current={category === null ? 'page' : undefined} data-testid="promotion-tab-ALL">
          {t('promotions.all')}
        </Link>
        {shownTabs.map((c) => (
          <Link key={c} to={promotionsPath(c)} className="promo-tab" aria-current={category === c ? 'page' : undefined} data-testid={`promotion-tab-${c}`}>
            {t(`promotions.categories.${c}`)}
          </Link>
        ))}
      </nav>
      {query.isError ? (
        <div className="promo-alert" role="alert" data-testid="promotions-error">
          <p>{errorText(t, query.error)}</p>
          <button type="button" className="btn btn-ghost" onClick={() => void query.refetch()}>{t('common.retry')}</button>
        </div>
      ) : !data ? (
        <p className="promo-loading" role="status">{t('common.loading')}</p>
      ) : data.list.length === 0 ? (
        <EmptyState icon="gift" title={t('promotions.emptyTitle')} description={t('promotions.empty')} testId="promotions-empty" />
      ) : (
        <>
          <TimeZoneNote testId="promotions-zone" />
          <ul className="promo-grid" data-testid="promotion-list">
            {/* The first cards are on a phone's first screen: their pictures are not left to load late. */}
            {data.list.map((p, i) => <PromotionCardView key={p.code} promotion={p} eager={i < 2} mine={mine.get(p.code)} />)}
          </ul>
          {data.totalPages > 1 ? (
            <Pagination page={pageNo} totalPages={data.totalPages} onChange={(n) => setPage({ category, pageNo: n })} testId="promotions-pagination" />
          ) : null}
        </>
      )}
    </div>
  );
}
