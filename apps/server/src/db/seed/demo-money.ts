import { and, eq, inArray } from 'drizzle-orm';
import { DEMO_APPLY_CODE } from '../../modules/promotions/seed';
import { account, type WalletService } from '../../modules/wallet/service';
import type { Db } from '../client';
import { members, promotions } from '../schema';
import { DEMO_AGENT, DEMO_PLAYER, DEMO_SUBAGENT, DEMO_TEAM } from './index';

/** The demo player's opening balance: 5,000.00 THB, a deposit through the seeded bank channel. */
const OPENING_MINOR = 500_000n;
/** The demo team members' opening deposit: 1,000.00 THB. */
const TEAM_OPENING_MINOR = 100_000n;
/** The demo apply promotion's budget: 10,000.00 THB from the merchant's bonus account. */
const DEMO_BUDGET_MINOR = 1_000_000n;

/**
 * Money in the demo, through the wallet like any deposit (seedDemo itself writes rows only, before the
 * services exist). Its idempotency key makes a second run a replay.
 */
export async function seedDemoMoney(db: Db, wallet: WalletService) {
  const [player] = await db.select({ id: members.id }).from(members)
    .where(and(eq(members.merchantCode, 'thailand'), eq(members.usernameKey, DEMO_PLAYER.username)));
  if (!player) return;
  await wallet.post({
    merchantCode: 'thailand', type: 'deposit', idempotencyKey: 'seed:demo-player-opening', reference: 'opening',
    actor: { type: 'system', id: 'seed', ip: null, merchantCode: null },
    legs: [{ account: account.member(player.id), amount: OPENING_MINOR }, { account: account.paymentChannel('BANK'), amount: -OPENING_MINOR }],
  });
  // The demo agents and their team: opening deposits too, so the agent area's figures and transfers have money to show.
  const team = await db.select({ id: members.id, username: members.username }).from(members)
    .where(and(eq(members.merchantCode, 'thailand'), inArray(members.usernameKey, [DEMO_AGENT.username, DEMO_SUBAGENT.username, ...DEMO_TEAM.map((m) => m.username)])));
  const [shareWin] = await db.select({ id: promotions.id }).from(promotions).where(and(eq(promotions.merchantCode, 'thailand'), eq(promotions.code, DEMO_APPLY_CODE)));
  if (shareWin) {
    await wallet.post({
      merchantCode: 'thailand', type: 'promotion_funding', idempotencyKey: `promo:${shareWin.id}:fund:seed`, reference: `promotion:${shareWin.id}`, memo: 'demo budget',
      actor: { type: 'system', id: 'seed', ip: null, merchantCode: null },
      legs: [{ account: account.promotionBudget(shareWin.id), amount: DEMO_BUDGET_MINOR }, { account: account.bonus, amount: -DEMO_BUDGET_MINOR }],
    });
  }
  for (const m of team) {
    const amount = m.username.startsWith('demo_member') ? TEAM_OPENING_MINOR : OPENING_MINOR;
    await wallet.post({
      merchantCode: 'thailand', type: 'deposit', idempotencyKey: `seed:${m.username}-opening`, reference: 'opening',
      actor: { type: 'system', id: 'seed', ip: null, merchantCode: null },
      legs: [{ account: account.member(m.id), amount }, { account: account.paymentChannel('BANK'), amount: -amount }],
    });
  }
}
