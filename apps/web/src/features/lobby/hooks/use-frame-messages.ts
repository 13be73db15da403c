/** Listens to the framed game's messages (lib/frame-messages): balance refreshes the header, close calls `onClose`. */
import { useEffect, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { frameMessage } from '../lib/frame-messages';

export function useFrameMessages(iframeRef: RefObject<HTMLIFrameElement | null>, active: boolean, onClose: () => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (!iframeRef.current || event.source !== iframeRef.current.contentWindow) return;
      const message = frameMessage(event.data);
      if (message === 'balance') void queryClient.invalidateQueries({ queryKey: ['publicState'] });
      if (message === 'close') onClose();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [active, iframeRef, onClose, queryClient]);
}
