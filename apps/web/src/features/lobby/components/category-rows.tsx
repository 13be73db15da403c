/** Home page: one row of 12 games per category that has vendors, each with a "more" link to the category. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HOME_ROW_SIZE } from '@platform/contracts';
import { HydrateInTurn } from '../../../components/hydrate-in-turn';
import type { NavEntry } from '../../../lib/navigation';
import { useAppStore } from '../../../stores/app-store';
import { gameListQueryOptions } from '../api/get-game-list';
import { GameGrid } from './game-grid';
import { SectionHead } from './section-head';

function CategoryRow({ entry, onMore }: { entry: NavEntry; onMore: (category: string) => void }) {
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language);
  const { data, isPending } = useQuery(gameListQueryOptions({ gameType: entry.category, pageNo: 1, pageSize: HOME_ROW_SIZE, language }));
  if (data && data.games.length === 0) return null;
  const id = `lobby-row-${entry.category}`;
  return (
    <section className="lobby-section" aria-labelledby={id} data-testid={`home-row-${entry.category}`}>
      <SectionHead
        id={id}
        icon={entry.icon}
        title={t(entry.labelKey)}
        action={
          <button type="button" className="lobby-more" onClick={() => onMore(entry.category)} data-testid={`home-row-more-${entry.category}`}>
            {t('lobby.more')}
          </button>
        }
      />
      <GameGrid games={data?.games ?? []} loading={isPending} row testId={`home-row-grid-${entry.category}`} cardTestId="row-game-card" />
    </section>
  );
}

export function CategoryRows({ entries, onMore }: { entries: NavEntry[]; onMore: (category: string) => void }) {
  return (
    <>
      {entries.map((entry) => (
        <HydrateInTurn key={entry.category}>
          <CategoryRow entry={entry} onMore={onMore} />
        </HydrateInTurn>
      ))}
    </>
  );
}
