/**
 * Game centre pages (spec §2): /sports, /esports, /lott, /elott. Each vendor of the category is a
 * card that launches the vendor's product (through the launcher: login, trial and maintenance rules).
 */
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon, type IconName } from '../../../components/ui/icon';
import { useVendorCategories } from '../../../lib/get-vendor-categories';
import { useGameLauncher } from './game-launcher';
import './lobby.css';

export function GameCenterPage({ gameType, title, icon }: { gameType: string; title: string; icon: IconName }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useVendorCategories();
  const { launchVendor, launching } = useGameLauncher();
  const vendors = data?.find((c) => c.gameCategory === gameType)?.vendors ?? [];
  return (
    <div className="lobby-page" data-testid="page-game-center" data-game-type={gameType}>
      <h1 className="lobby-page-title">
        <Icon name={icon} size={26} /> {title}
      </h1>
      {isPending ? (
        <p className="lobby-muted">{t('common.loading')}</p>
      ) : isError ? (
        <EmptyState compact icon="info" title={t('lobby.loadFailed')} />
      ) : vendors.length === 0 ? (
        <EmptyState compact icon={icon} title={t('lobby.noVendors')} testId="game-center-empty" />
      ) : (
        <div className="vendor-cards">
          {vendors.map((vendor) => (
            <button
              key={vendor.vassalage}
              type="button"
              className="vendor-card"
              onClick={() => launchVendor(vendor.vassalage, vendor.gameType, vendor.name)}
              disabled={launching}
              data-testid={`vendor-card-${vendor.vassalage}`}
            >
              <img src={vendor.iconUrl} alt="" width={56} height={56} loading="lazy" />
              <span>
                <span className="vendor-card-name">{vendor.name}</span>
                <span className="vendor-card-meta">{vendor.maintenance ? t('lobby.card.maintenance') : t('lobby.playNow')}</span>
              </span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
