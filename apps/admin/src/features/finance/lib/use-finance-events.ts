/**
 * The finance queues' live connection (decision 0047): one stream per open queue page, read with fetch
 * (the token in the header), reconnecting with backoff; each event makes the queues read again, and a
 * new request plays the chime unless the operator muted it. A stream the server refuses because the
 * session ended is not retried: the next call ends the session as every screen does.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FINANCE_HEARTBEAT_SECONDS, type FinanceEvent } from '@platform/contracts';
import { getSession } from '../../../lib/session-store';
import { DEPOSITS_KEY } from '../api/deposits';
import { WITHDRAWALS_KEY } from '../api/withdrawals';
import { playChime } from './chime';
import { backoffMs, readEventStream, StreamRefused } from './event-stream';

export type LiveState = 'connecting' | 'live' | 'retrying' | 'off';

const FINAL = new Set(['auth.not_logged_in', 'auth.token_expired', 'auth.forbidden']);

export function useFinanceEvents(merchantCode: string | undefined, kind: 'deposit' | 'withdrawal', soundOn: boolean): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  // Read by the listener without reconnecting when the operator flips the sound.
  const sound = useRef(soundOn);
  sound.current = soundOn;

  useEffect(() => {
    if (!merchantCode) return undefined;
    const abort = new AbortController();
    let attempt = 0;
    let wait: ReturnType<typeof setTimeout> | undefined;

    const onEvent = (event: FinanceEvent) => {
      void queryClient.invalidateQueries({ queryKey: event.type.startsWith('deposit.') ? DEPOSITS_KEY : WITHDRAWALS_KEY });
      if (event.type === `${kind}.created` && sound.current) playChime();
    };

    async function connect() {
      const token = getSession()?.token;
      if (!token || abort.signal.aborted) return;
      setState(attempt === 0 ? 'connecting' : 'retrying');
      try {
        await readEventStream(`/wps/operator/finance/events?merchantCode=${encodeURIComponent(merchantCode!)}`, {
          headers: { Authorization: token },
          signal: abort.signal,
          silenceMs: FINANCE_HEARTBEAT_SECONDS * 3000,
          onOpen: () => {
            attempt = 0;
            setState('live');
            // Whatever happened while the stream was down is read now.
            void queryClient.invalidateQueries({ queryKey: kind === 'deposit' ? DEPOSITS_KEY : WITHDRAWALS_KEY });
          },
          onFrame: (frame) => {
            if (frame.event === 'end') return;
            if (!frame.event.includes('.')) return;
            try {
              onEvent(JSON.parse(frame.data) as FinanceEvent);
            } catch { /* a frame this version does not know */ }
          },
        });
      } catch (err) {
        if (abort.signal.aborted) return;
        if (err instanceof StreamRefused && FINAL.has(err.code)) {
          setState('off');
          // The queue's own call meets the same answer and ends the session the usual way.
          void queryClient.invalidateQueries({ queryKey: kind === 'deposit' ? DEPOSITS_KEY : WITHDRAWALS_KEY });
          return;
        }
      }
      if (abort.signal.aborted) return;
      setState('retrying');
      wait = setTimeout(() => void connect(), backoffMs(attempt++));
    }

    void connect();
    return () => {
      abort.abort();
      clearTimeout(wait);
    };
  }, [merchantCode, kind, queryClient]);

  return state;
}
