/** Page group "Promotions": /promotions (the list) and /promotionDetail (one promotion), features/promotions. */
import { useLocation } from 'react-router';
import { PromotionDetailPage } from '../../features/promotions/components/promotion-detail-page';
import { PromotionsPage } from '../../features/promotions/components/promotions-page';

export default function PromotionsRoute() {
  const { pathname } = useLocation();
  return pathname.toLowerCase().startsWith('/promotiondetail') ? <PromotionDetailPage /> : <PromotionsPage />;
}
