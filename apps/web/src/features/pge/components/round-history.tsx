/** The member's own rounds of this game; a round whose seed is revealed links to the verify page. */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PgeGame, PgeRoundView } from '@platform/contracts';
import { Pagination } from '../../../components/ui/pagination';
import { errorText } from '../../../lib/error-text';
import { formatAmount } from '../../../lib/format';
import { useAppStore } from '../../../stores/app-store';
import { pgeHistoryQueryOptions } from '../api/get-history';
import { verifyQuery } from '../lib/pge';

function summary(round: PgeRoundView, t: (key: string, opts?: Record<string, unknown>) => string): string {
  const o = round.outcome;
  if (o.game === 'dice') return t('pge.history.dice', { roll: o.roll.toFixed(2), target: o.target.toFixed(2), direction: t(`pge.dice.${o.direction}`) });
  if (o.game === 'slot') return o.grid[1]!.map((s) => t(`pge.slot.symbol.${s}`)).join(' · ');
  return t('pge.history.mines', { mines: o.mines, revealed: o.revealed.length });
}

export function RoundHistory({ game }: { game: PgeGame }) {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const language = useAppStore((s) => s.language);
  const [page, setPage] = useState(1);
  const history = useQuery(pgeHistoryQueryOptions(game, page, token));
  const titleId = useId();
  const rows = history.data?.list ?? [];
  return (
    <section className="pge-card" aria-labelledby={titleId} data-testid="pge-history">
      <h2 id={titleId}>{t('pge.history.title')}</h2>
      {history.isError ? <p role="alert">{errorText(t, history.error)}</p> : null}
      {rows.length === 0 && history.isSuccess ? <p className="pge-muted">{t('pge.history.empty')}</p> : null}
      {rows.length > 0 ? (
        <div className="pge-table-wrap">
          <table className="pge-history">
            <thead>
              <tr>
                <th scope="col">{t('pge.history.nonce')}</th><th scope="col">{t('pge.history.result')}</th><th scope="col">{t('pge.history.bet')}</th>
                <th scope="col">{t('pge.history.multiplier')}</th><th scope="col">{t('pge.history.payout')}</th><th scope="col">{t('pge.history.verify')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((round) => {
                const query = verifyQuery(round);
                return (
                  <tr key={round.roundId} data-testid="pge-history-row" data-round={round.roundId}>
                    <td>{round.nonce}</td>
                    <td>{round.status === 'open' ? t('pge.history.open') : summary(round, t)}</td>
                    <td>{formatAmount(round.betAmount, language)}</td>
                    <td>{round.multiplier}×</td>
                    <td>{formatAmount(round.payout, language)}</td>
                    <td>
                      {query
                        ? <a href={`/pge/verify?${query}`} target="_blank" rel="noopener" data-testid="pge-verify-link">{t('pge.history.verify_link')}</a>
                        : <span className="pge-muted">{t('pge.history.after_rotation')}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {(history.data?.totalPages ?? 0) > 1 ? <Pagination page={page} totalPages={history.data!.totalPages} onChange={setPage} testId="pge-history-pages" /> : null}
    </section>
  );
}
