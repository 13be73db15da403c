import { addDays, startOfDay, todayIn } from '@platform/contracts';
import type { Db } from '../../db/client';
import type { MerchantService } from '../merchant/service';
import * as repo from './rollup-repo';
import * as products from './rollup-products-repo';
import * as merchantFigures from '../dashboard/rollup-repo';

/**
 * Rounds and deposits are rolled up once they are this old: a round's `settled_at` and a posting's
 * `created_at` are stamped before their transaction commits, so a row stamped just before the watermark
 * could still be invisible when the run reads. Newer rows are the overview's live tail.
 */
export const ROLLUP_LAG_MS = 60_000;

/** The calendar days of a zone from the day holding `from` to two days after `until` (members registered during the run included). */
export function zoneDays(merchantCode: string, timeZone: string, from: Date, until: Date): repo.ZoneDays {
  const dates: string[] = [];
  const last = addDays(todayIn(timeZone, until), 2);
  for (let d = todayIn(timeZone, from); d <= last; d = addDays(d, 1)) dates.push(d);
  return { merchantCode, dates, starts: dates.map((d) => startOfDay(d, timeZone)) };
}

/** The money types that joined the roll-up after deposits (migration 0021), with a watermark of their own until caught up. */
const PAYOUT_TYPES = repo.ROLLED_MONEY_TYPES.filter((t) => t !== 'deposit');

export interface RollupResult { members: number; roundsUntil: Date; depositsUntil: Date; ms: number }

/**
 * The agent team roll-up (decision 0028): per merchant, members placed (new, moved, promoted), then
 * rounds settled and money posted (deposits, withdrawals, bonuses) since the watermarks, then the
 * active days they touched — all in one transaction that holds the watermark row, so a run counts each
 * row once, two runs at once wait for each other, and a failed run leaves nothing behind.
 */
export function createTeamRollup(deps: { db: Db; merchants: Pick<MerchantService, 'list'>; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * Rolls up to `until` (default: now less the commit lag). `rebuild`: from nothing — every roll-up
     * table emptied and all history rolled up again in the same transaction (after rows were written
     * below the watermark: an import of history, a restore).
     */
    async run(opts: { until?: Date; rebuild?: boolean } = {}): Promise<RollupResult> {
      const started = Date.now();
      return deps.db.transaction(async (tx) => {
        let w = await repo.lockWatermarks(tx);
        if (opts.rebuild) {
          await repo.clearRollup(tx);
          w = await repo.readWatermarks(tx);
        }
        const roundsFrom = new Date(w.rounds_at);
        const depositsFrom = new Date(w.deposits_at);
        const moneyFrom = new Date(w.money_at);
        const wanted = opts.until ?? new Date(now().getTime() - ROLLUP_LAG_MS);
        // Never backwards: a run with an older `until` than the last one rolls nothing new.
        const roundsUntil = wanted > roundsFrom ? wanted : roundsFrom;
        const depositsUntil = wanted > depositsFrom ? wanted : depositsFrom;
        let placed = 0;
        for (const merchant of deps.merchants.list()) {
          const first = await repo.earliest(tx, merchant.merchantCode, { roundsFrom, depositsFrom, moneyFrom, until: wanted });
          const latest = now() > wanted ? now() : wanted;
          // Moved members need no day (they keep their registration day), so placing runs even when nothing is new.
          const z = zoneDays(merchant.merchantCode, merchant.timeZone, first ?? latest, latest);
          placed += await repo.placeMembers(tx, z);
          const productPlayers = await products.rollProducts(tx, z, roundsFrom, roundsUntil);
          const players = await repo.rollRounds(tx, z, roundsFrom, roundsUntil);
          await products.settleProducts(tx, z, productPlayers);
          // Withdrawals and bonuses behind the deposits' watermark (their history, once after migration 0021) catch up first.
          await repo.rollMoney(tx, z, PAYOUT_TYPES, moneyFrom, moneyFrom < depositsFrom ? depositsFrom : moneyFrom);
          const depositors = await repo.rollMoney(tx, z, repo.ROLLED_MONEY_TYPES, depositsFrom, depositsUntil);
          await repo.rollActivity(tx, merchant.merchantCode, 'play', players);
          await repo.rollActivity(tx, merchant.merchantCode, 'deposit', depositors);
          // The back office's merchant figures (decision 0050): the same postings range, its own days (adjustments included).
          const firstMoney = await merchantFigures.earliestMoney(tx, merchant.merchantCode, depositsFrom, depositsUntil);
          if (firstMoney) await merchantFigures.rollMoney(tx, zoneDays(merchant.merchantCode, merchant.timeZone, firstMoney, latest), depositsFrom, depositsUntil);
          await merchantFigures.settleMembers(tx, merchant.merchantCode, [...new Set([...players, ...depositors])], depositors);
        }
        const ms = Date.now() - started;
        await repo.saveWatermarks(tx, { roundsAt: roundsUntil, depositsAt: depositsUntil, moneyAt: depositsUntil, memberId: await repo.maxPlacedMember(tx), ms });
        return { members: placed, roundsUntil, depositsUntil, ms };
      });
    },
  };
}
export type TeamRollup = ReturnType<typeof createTeamRollup>;
