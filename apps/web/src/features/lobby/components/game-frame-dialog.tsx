/** The game popup (spec §2): the launched game in a frame; closing it returns to the lobby as it was. */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';

export function GameFrameDialog({ frame, onClose }: { frame: { url: string; title: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={frame !== null} onClose={onClose} title={frame?.title ?? ''} size="lg" testId="game-frame-dialog">
      {frame ? (
        <div className="game-frame">
          <iframe src={frame.url} title={t('lobby.frame.title', { name: frame.title })} allow="autoplay; fullscreen" allowFullScreen data-testid="game-frame" />
        </div>
      ) : null}
    </Dialog>
  );
}
