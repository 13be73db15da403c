/**
 * Game list pages (spec §2): /live, /fish, /rng, /pvp — the category's lobby — and /provider, one
 * vendor's games across categories. The vassalage query parameter is the chosen vendor, so a
 * provider choice is in the address (shareable, back button) and resets the page to 1.
 */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icon';
import { useVendorCategories } from '../../../lib/get-vendor-categories';
import { CategoryLobby } from './category-lobby';
import './lobby.css';

export function GameListPage({ gameType, title, icon }: { gameType?: string; title: string; icon: IconName }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const vassalage = params.get('vassalage')?.trim().toUpperCase() || undefined;
  const { data } = useVendorCategories();
  const vendorName = vassalage ? data?.flatMap((c) => c.vendors).find((v) => v.vassalage === vassalage)?.name : undefined;
  const setVassalage = (next: string | undefined) => setParams(next ? { vassalage: next } : {});
  return (
    <div className="lobby-page" data-testid="page-game-list" data-game-type={gameType ?? 'PROVIDER'}>
      <h1 className="lobby-page-title">
        <Icon name={icon} size={26} /> {gameType ? title : (vendorName ?? vassalage ?? t('lobby.allProviders'))}
      </h1>
      <CategoryLobby gameType={gameType} vassalage={vassalage} onVassalageChange={setVassalage} testId="page-lobby" />
    </div>
  );
}
