import { FINANCE_HEARTBEAT_SECONDS, financeEvent, type FinanceEvent, type FinanceEventType } from '@platform/contracts';
import type { PubSub } from '../../lib/cache';

/** One channel for every merchant: each stream filters by its operator's binding and role (decision 0047). */
const CHANNEL = 'finance-events';

export type FinanceEventListener = (event: FinanceEvent) => void;

/**
 * The finance queues' live events (decision 0047). The deposit and withdrawal services announce a change
 * after its transaction committed; the message crosses processes on the cache's publish/subscribe (process
 * memory, or Redis behind several API processes), and each process hands it to the streams it holds.
 * An event only says "read again": one that is lost delays a queue until its next read, never money.
 */
export function createFinanceEvents(deps: { pubsub: PubSub; now?: () => Date; onError?: (err: unknown) => void }) {
  const now = deps.now ?? (() => new Date());
  const listeners = new Set<FinanceEventListener>();
  let started = false;

  return {
    /** Milliseconds between a stream's heartbeats and session checks (tests shorten it). */
    heartbeatMs: FINANCE_HEARTBEAT_SECONDS * 1000,

    /** One subscription per process, however many streams are open (the pub/sub has no unsubscribe). */
    async start() {
      if (started) return;
      started = true;
      await deps.pubsub.subscribe(CHANNEL, (message) => {
        let event: FinanceEvent;
        try {
          event = financeEvent.parse(JSON.parse(message));
        } catch {
          return;
        }
        for (const listener of listeners) listener(event);
      });
    },

    /** After commit only. Never throws: the change is done whatever happens to its announcement. */
    async announce(type: FinanceEventType, row: { merchantCode: string; id: number; status: string }) {
      const event: FinanceEvent = { type, merchantCode: row.merchantCode, id: row.id, status: row.status, at: now().toISOString() };
      try {
        await deps.pubsub.publish(CHANNEL, JSON.stringify(event));
      } catch (err) {
        deps.onError?.(err);
      }
    },

    /** Every event of every merchant from now on, until the returned function is called. */
    listen(listener: FinanceEventListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type FinanceEvents = ReturnType<typeof createFinanceEvents>;
/** What the money services need of it: announcing only. */
export type FinanceAnnouncer = Pick<FinanceEvents, 'announce'>;
