/** The winners board (GCSGAME_getRankList, 20 largest real wins), shown two by two. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/ui/lazy-image';
import { formatAmount } from '../../../lib/format';
import { usePermission } from '../../../lib/permission-context';
import { useAppStore } from '../../../stores/app-store';
import { rankListQueryOptions } from '../api/get-rank-list';
import { SectionHead } from './section-head';

function pairs<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += 2) out.push(items.slice(i, i + 2));
  return out;
}

export function WinnersBoard() {
  const { t } = useTranslation();
  // The merchant the page is for, known from the first render: the stored one is empty on a first
  // visit until a region is kept, and the board was then asked for twice.
  const merchantCode = usePermission().info.merchant.merchantCode;
  const language = useAppStore((s) => s.language);
  const currencySymbol = useAppStore((s) => s.currencySymbol);
  const { data } = useQuery(rankListQueryOptions(merchantCode, language));
  const winners = data ?? [];
  return (
    <section className="lobby-section" aria-labelledby="lobby-winners-title" data-testid="home-winners-board">
      <SectionHead id="lobby-winners-title" icon="crown" title={t('lobby.winners')} />
      {winners.length === 0 ? (
        <p className="lobby-muted" data-testid="winners-empty">
          {t('lobby.winnersEmpty')}
        </p>
      ) : (
        <ol className="winners-board">
          {pairs(winners).map((pair, index) => (
            <li key={index} className="winners-pair" data-testid="winners-pair">
              {pair.map((winner, j) => (
                <div key={j} className="winner" data-testid="winner">
                  <span className="winner-icon">
                    <LazyImage src={winner.iconUrl} alt="" fallback={winner.gameName.slice(0, 1)} />
                  </span>
                  <span className="winner-text">
                    <span className="winner-name">{winner.customerName}</span>
                    <span className="winner-game">{winner.gameName}</span>
                  </span>
                  <span className="winner-amount">
                    {currencySymbol}
                    {formatAmount(winner.winAmount, language)}
                  </span>
                </div>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
