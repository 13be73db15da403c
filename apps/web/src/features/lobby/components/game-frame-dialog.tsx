/**
 * The game popup (spec §2): the launched game in a frame; closing it returns to the lobby as it was.
 * The framed game may tell us its balance moved (the header refreshes while playing) or ask to close
 * (its own back button); see lib/frame-messages. Games that say nothing are followed by a poll.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useBalanceWhilePlaying } from '../hooks/use-balance-while-playing';
import { useFrameMessages } from '../hooks/use-frame-messages';

export function GameFrameDialog({ frame, onClose }: { frame: { url: string; title: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const open = frame !== null;
  useFrameMessages(iframeRef, open, onClose);
  useBalanceWhilePlaying(open);

  return (
    <Dialog open={open} onClose={onClose} title={frame?.title ?? ''} size="lg" testId="game-frame-dialog">
      {frame ? (
        <div className="game-frame">
          <iframe ref={iframeRef} src={frame.url} title={t('lobby.frame.title', { name: frame.title })} allow="autoplay; fullscreen" allowFullScreen data-testid="game-frame" />
        </div>
      ) : null}
    </Dialog>
  );
}
