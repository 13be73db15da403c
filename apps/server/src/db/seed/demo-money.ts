import { and, eq } from 'drizzle-orm';
import { account, type WalletService } from '../../modules/wallet/service';
import type { Db } from '../client';
import { members } from '../schema';
import { DEMO_PLAYER } from './index';

/** The demo player's opening balance: 5,000.00 THB, a deposit through the seeded bank channel. */
const OPENING_MINOR = 500_000n;

/**
 * Money in the demo, through the wallet like any deposit (seedDemo itself writes rows only, before the
 * services exist). Its idempotency key makes a second run a replay.
 */
export async function seedDemoMoney(db: Db, wallet: WalletService) {
  const [player] = await db.select({ id: members.id }).from(members)
    .where(and(eq(members.merchantCode, 'thailand'), eq(members.usernameKey, DEMO_PLAYER.username)));
  if (!player) return;
  await wallet.post({
    merchantCode: 'thailand', type: 'deposit', idempotencyKey: 'seed:demo-player-opening', reference: 'demo opening balance',
    actor: { type: 'system', id: 'seed', ip: null, merchantCode: null },
    legs: [{ account: account.member(player.id), amount: OPENING_MINOR }, { account: account.paymentChannel('BANK'), amount: -OPENING_MINOR }],
  });
}
