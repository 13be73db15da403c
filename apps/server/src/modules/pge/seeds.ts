import type { PgeRotateResult, PgeSeeds } from '@platform/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hashServerSeed, newClientSeed, newServerSeed } from './fair';
import * as repo from './repo';

const PREVIOUS_SHOWN = 10;

export interface PgeMember {
  id: number;
  merchantCode: string;
}

const revealedView = (pair: repo.SeedPairRow) => ({
  serverSeed: pair.serverSeed, serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce,
  createdAt: pair.createdAt.toISOString(), revealedAt: (pair.revealedAt ?? pair.createdAt).toISOString(),
});

/**
 * Seed pairs (decision 0020): a member always has one active pair whose server seed only the server
 * knows; its SHA-256 is shown before play. Rotation reveals it and starts a new pair at nonce 0, in
 * one transaction under the pair's row lock, and is refused while a round of the pair is unfinished
 * (an open mines board would otherwise be readable from the revealed seed).
 */
export function createSeedPairs(deps: { db: Db; finishRounds: (member: PgeMember) => Promise<void> }) {
  const { db, finishRounds } = deps;
  const fresh = (member: PgeMember, clientSeed?: string) => {
    const serverSeed = newServerSeed();
    return { merchantCode: member.merchantCode, memberId: member.id, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: clientSeed ?? newClientSeed() };
  };

  /** The member's active pair, created on first use (a concurrent first use finds the other call's pair). */
  async function active(member: PgeMember): Promise<repo.SeedPairRow> {
    const found = await repo.findActivePair(db, member.merchantCode, member.id);
    if (found) return found;
    return (await repo.insertPair(db, fresh(member))) ?? (await repo.findActivePair(db, member.merchantCode, member.id))!;
  }

  async function view(member: PgeMember): Promise<PgeSeeds> {
    const pair = await active(member);
    const unfinished = await repo.unfinishedRounds(db, member.merchantCode, pair.id);
    const previous = await repo.revealedPairs(db, member.merchantCode, member.id, PREVIOUS_SHOWN);
    return {
      serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce, roundOpen: unfinished.length > 0,
      previous: previous.map(revealedView),
    };
  }

  return {
    active,
    view,

    /**
     * Takes effect from the next round. The nonce keeps counting, and client seeds contain no ':',
     * so no HMAC message of this server seed repeats.
     */
    async setClientSeed(member: PgeMember, clientSeed: string): Promise<PgeSeeds> {
      await active(member);
      await db.transaction(async (tx) => {
        const pair = await repo.lockActivePair(tx, member.merchantCode, member.id);
        if (pair) await repo.updatePair(tx, member.merchantCode, pair.id, { clientSeed });
      });
      return view(member);
    },

    async rotate(member: PgeMember, clientSeed: string | undefined): Promise<PgeRotateResult> {
      await active(member);
      // A round interrupted after its bet is completed first; a mines board in play blocks rotation.
      await finishRounds(member);
      const rotateOnce = () => db.transaction(async (tx) => {
        const pair = await repo.lockActivePair(tx, member.merchantCode, member.id);
        // A concurrent rotation revealed it while this call waited for the lock: rotate the new one.
        if (!pair) return null;
        if ((await repo.unfinishedRounds(tx, member.merchantCode, pair.id)).length) throw new AppError('pge.round_open');
        const revealedAt = new Date();
        await repo.updatePair(tx, member.merchantCode, pair.id, { status: 'revealed', revealedAt });
        await repo.insertPair(tx, fresh(member, clientSeed ?? pair.clientSeed));
        return { ...pair, status: 'revealed' as const, revealedAt };
      });
      const revealed = (await rotateOnce()) ?? (await rotateOnce());
      if (!revealed) throw new AppError('system.unavailable');
      return { revealed: revealedView(revealed), seeds: await view(member) };
    },
  };
}
export type SeedPairs = ReturnType<typeof createSeedPairs>;
