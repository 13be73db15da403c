/** The popup list of one vendor's games, opened by a VASSALAGE card (spec §3 isGame). */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOBBY_PAGE_SIZE } from '@platform/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { useAppStore } from '../../../stores/app-store';
import { gameListQueryOptions } from '../api/get-game-list';
import { GameGrid } from './game-grid';

function VendorGames({ vassalage }: { vassalage: string }) {
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language);
  const [page, setPage] = useState(1);
  const { data, isFetching, isError } = useQuery(gameListQueryOptions({ vassalage, pageNo: page, pageSize: LOBBY_PAGE_SIZE, language }));
  // The server leaves the vendor's own folder card out of its list (it would open this popup again).
  const games = data?.games ?? [];
  if (isError) return <EmptyState compact icon="info" title={t('lobby.loadFailed')} />;
  if (data && games.length === 0) return <EmptyState compact icon="slots" title={t('lobby.empty')} />;
  return (
    <>
      <GameGrid games={games} loading={isFetching} testId="vendor-games-grid" cardTestId="vendor-game-card" skeletons={6} />
      <Pagination page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} testId="vendor-games-pagination" />
    </>
  );
}

export function VendorGamesDialog({ vendor, onClose }: { vendor: { vassalage: string; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={vendor !== null} onClose={onClose} title={t('lobby.vendorGames', { name: vendor?.name ?? '' })} size="lg" testId="vendor-games-dialog">
      {vendor ? <VendorGames key={vendor.vassalage} vassalage={vendor.vassalage} /> : null}
    </Dialog>
  );
}
