/** A refused launch: the reason, and for a game under maintenance the other games the server recommends. */
import { useTranslation } from 'react-i18next';
import type { GameCard as GameCardData } from '@platform/contracts';
import { GameCard, useGameCardLabels } from '../../../components/games/game-card';
import { Dialog } from '../../../components/ui/dialog';

export function LaunchProblemDialog({ problem, onClose, onOpen }: { problem: { message: string; recommended: GameCardData[] } | null; onClose: () => void; onOpen: (game: GameCardData) => void }) {
  const { t } = useTranslation();
  const labels = useGameCardLabels();
  return (
    <Dialog open={problem !== null} onClose={onClose} title={t('lobby.launch.problemTitle')} size={problem?.recommended.length ? 'md' : 'sm'} testId="launch-problem-dialog">
      <p data-testid="launch-problem-text">{problem?.message}</p>
      {problem?.recommended.length ? (
        <>
          <h3 className="lobby-subtitle">{t('lobby.launch.tryOthers')}</h3>
          <div className="game-grid game-grid-compact" data-testid="launch-problem-recommended">
            {problem.recommended.slice(0, 6).map((game) => (
              <GameCard key={game.nodeId} game={game} labels={labels} onOpen={(g) => onOpen(g)} testId="recommended-card" />
            ))}
          </div>
        </>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus data-testid="launch-problem-confirm">
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
