import { and, eq, inArray } from 'drizzle-orm';
import { DEMO_APPLY_CODE, DEMO_REFERRAL_CODE, DEMO_RUSH_CODE, WELCOME_CODE } from '../../modules/promotions/seed';
import { account, type WalletService } from '../../modules/wallet/service';
import type { Db } from '../client';
import { members, promotions } from '../schema';
import { DEMO_AGENT, DEMO_PLAYER, DEMO_SUBAGENT, DEMO_TEAM } from './index';

/** The demo player's opening balance: 5,000.00 THB, a deposit through the seeded bank channel. */
const OPENING_MINOR = 500_000n;
/** The demo team members' opening deposit: 1,000.00 THB. */
const TEAM_OPENING_MINOR = 100_000n;
/** The demo apply promotion's, red envelope's and refer and earn's budgets: 10,000.00 THB each from the merchant's bonus account; the welcome bonus's 100,000.00 THB. */
const DEMO_BUDGET_MINOR = 1_000_000n;
const WELCOME_BUDGET_MINOR = 10_000_000n;

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
  // Thailand's demo promotions have budgets to pay from (the other merchants' welcome bonus waits for an operator's funding).
  const funded = await db.select({ id: promotions.id, code: promotions.code }).from(promotions)
    .where(and(eq(promotions.merchantCode, 'thailand'), inArray(promotions.code, [DEMO_APPLY_CODE, DEMO_RUSH_CODE, DEMO_REFERRAL_CODE, WELCOME_CODE])));
  for (const promo of funded) {
    const amount = promo.code === WELCOME_CODE ? WELCOME_BUDGET_MINOR : DEMO_BUDGET_MINOR;
    await wallet.post({
      merchantCode: 'thailand', type: 'promotion_funding', idempotencyKey: `promo:${promo.id}:fund:seed`, reference: `promotion:${promo.id}`, memo: 'demo budget',
      actor: { type: 'system', id: 'seed', ip: null, merchantCode: null },
      legs: [{ account: account.promotionBudget(promo.id), amount }, { account: account.bonus, amount: -amount }],
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
