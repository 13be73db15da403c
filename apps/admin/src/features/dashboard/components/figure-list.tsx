/** One set of figures (today's or a period's) as a description list: money in the merchant's currency, counts in the operator's language. */
import { useTranslation } from 'react-i18next';
import type { DashboardFigures } from '@platform/contracts';
import { formatCount, formatMoney } from '../../../lib/format';

const MONEY = ['deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'bonuses', 'adjustments', 'ngr'] as const;
const COUNTS = ['depositCount', 'withdrawalCount', 'rounds', 'newRegistrations', 'firstDepositors', 'activePlayers'] as const;

export function FigureList({ figures, currency, isoCurrency, testId }: {
  figures: DashboardFigures;
  currency: string;
  isoCurrency: string | undefined;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="figure-grid" data-testid={testId}>
      {MONEY.map((key) => (
        <div key={key}>
          <dt>{t(`dashboard.figures.${key}`)}</dt>
          <dd className={figures[key].startsWith('-') ? 'figure-negative' : undefined} data-testid={`${testId}-${key}`}>
            {formatMoney(figures[key], currency, isoCurrency, i18n.language)}
          </dd>
        </div>
      ))}
      {COUNTS.map((key) => (
        <div key={key}>
          <dt>{t(`dashboard.figures.${key}`)}</dt>
          <dd data-testid={`${testId}-${key}`}>{formatCount(figures[key], i18n.language)}</dd>
        </div>
      ))}
    </dl>
  );
}
