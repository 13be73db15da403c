import type { Db } from '../../db/client';
import * as repo from './grants-repo';
import { distributeBet } from './rules';

/**
 * How far behind the clock a member's turnover mark trails (decision 0058): a round's settle time is set
 * inside the transaction that settles it, so a round settled at 12:00:00.100 can commit after one settled
 * at 12:00:00.200 was already counted. Rounds settled within this window are counted all the same and
 * remembered by id (`recent_rounds`), so none is missed and none counts twice; a settling transaction
 * is a few milliseconds (the seamless wallet's), far inside it.
 */
export const TURNOVER_SETTLE_WINDOW_MS = 15_000;

interface Member { id: number; merchantCode: string }

/**
 * A member's turnover towards its open bonus grants, counted from its recorded rounds incrementally (decision
 * 0058): each count reads only the rounds settled since the member's mark, gives each round's net bet to the
 * open grants oldest first at each grant's weights (distributeBet), marks the grants whose requirement is
 * met, and moves the mark. Never a rescan of history. Every caller runs it inside its own transaction, which
 * the grants' row locks serialise per member.
 */
export function createBonusTurnover(deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());

  /** Counts the rounds settled since the member's mark into its open grants; answers those grants as they now are. */
  async function catchUp(tx: Db, member: Member): Promise<repo.GrantRow[]> {
    const grants = await repo.lockActiveGrants(tx, member.id);
    if (!grants.length) return [];
    const cursor = await repo.lockCursor(tx, member.id);
    const from = cursor?.countedTo ?? grants[0]!.createdAt;
    const counted = new Set(cursor?.recentRounds ?? []);
    const open = grants.map((g) => ({ id: g.id, required: g.turnoverRequired, done: g.turnoverDone, weights: g.weights }));
    const rounds = await repo.roundsSettledAfter(tx, member.merchantCode, member.id, from);
    for (const round of rounds) {
      if (counted.has(round.id)) continue;
      for (const { id, add } of distributeBet(open, round.bet, round.gameType)) open.find((g) => g.id === id)!.done += add;
    }
    const at = now();
    const mark = new Date(Math.max(from.getTime(), at.getTime() - TURNOVER_SETTLE_WINDOW_MS));
    // Every round settled after the new mark has just been counted (or was before): remember them all.
    const recent = rounds.filter((r) => r.settledAt! > mark).map((r) => r.id);
    await repo.saveCursor(tx, { memberId: member.id, merchantCode: member.merchantCode, countedTo: mark, recentRounds: recent });
    const out: repo.GrantRow[] = [];
    for (const g of grants) {
      const done = open.find((o) => o.id === g.id)!.done;
      if (done === g.turnoverDone) {
        out.push(g);
        continue;
      }
      const met = done >= g.turnoverRequired;
      out.push(await repo.updateGrant(tx, g.id, { turnoverDone: done, ...(met ? { status: 'met', closedAt: at } : {}) }));
    }
    return out;
  }

  return {
    catchUp,

    /**
     * Before a new grant is made: the member's open grants take the rounds settled so far, and a member with
     * none starts counting from now (rounds played before a bonus never count towards it).
     */
    async beforeGrant(tx: Db, member: Member, at: Date) {
      const open = (await catchUp(tx, member)).filter((g) => g.status === 'active');
      if (!open.length) await repo.saveCursor(tx, { memberId: member.id, merchantCode: member.merchantCode, countedTo: at, recentRounds: [] });
    },

    /** What the member still has to wager over every open grant, counted up to now. */
    async left(tx: Db, member: Member): Promise<bigint> {
      return (await catchUp(tx, member)).reduce((sum, g) => (g.status === 'active' ? sum + g.turnoverRequired - g.turnoverDone : sum), 0n);
    },
  };
}
export type BonusTurnover = ReturnType<typeof createBonusTurnover>;
