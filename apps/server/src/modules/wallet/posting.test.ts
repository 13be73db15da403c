import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { INT64_MAX } from '../../lib/money';
import { account, applyLegs, ownerOf, planPosting, type LockedAccount, type PostingInput } from './posting';

const actor = { type: 'system' as const, id: 'test', ip: null, merchantCode: null };
const input = (legs: PostingInput['legs'], extra: Partial<PostingInput> = {}): PostingInput =>
  ({ merchantCode: 'thailand', type: 'deposit', idempotencyKey: 'k1', actor, legs, ...extra });

describe('planPosting', () => {
  it('accepts balanced legs and keys each account by kind and owner', () => {
    const plan = planPosting(input([{ account: account.member(7), amount: 500n }, { account: account.paymentChannel('BANK'), amount: -500n }]), 'THB');
    expect(plan.legs.map((l) => [l.key, l.owner.tracked, l.owner.floor])).toEqual([['member:7', true, 0n], ['payment_channel:BANK', false, null]]);
    expect(plan.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('treats unbalanced, one-sided, zero, non-bigint and repeated legs as programming errors', () => {
    const bad: PostingInput['legs'][] = [
      [{ account: account.member(1), amount: 100n }, { account: account.house, amount: -99n }],
      [{ account: account.member(1), amount: 0n }, { account: account.house, amount: 0n }],
      [{ account: account.member(1), amount: 100n }],
      [{ account: account.member(1), amount: 1 as unknown as bigint }, { account: account.house, amount: -1n }],
      [{ account: account.member(1), amount: 5n }, { account: account.member(1), amount: -5n }],
      [{ account: account.member(-3), amount: 5n }, { account: account.house, amount: -5n }],
      [{ account: account.vendorWallet('no spaces'), amount: 5n }, { account: account.house, amount: -5n }],
    ];
    for (const legs of bad) {
      expect(() => planPosting(input(legs), 'THB')).toThrow(Error);
      expect(() => planPosting(input(legs), 'THB')).not.toThrow(AppError);
    }
    expect(() => planPosting(input([{ account: account.member(1), amount: 1n }, { account: account.house, amount: -1n }], { idempotencyKey: '' }), 'THB')).toThrow(/idempotency key/);
  });

  it('hashes what a replay must repeat: legs in any order, but not who sends it', () => {
    const a = planPosting(input([{ account: account.member(1), amount: 5n }, { account: account.house, amount: -5n }]), 'THB');
    const b = planPosting(input([{ account: account.house, amount: -5n }, { account: account.member(1), amount: 5n }], { actor: { ...actor, id: 'other' } }), 'THB');
    const c = planPosting(input([{ account: account.member(1), amount: 6n }, { account: account.house, amount: -6n }]), 'THB');
    const d = planPosting(input([{ account: account.member(1), amount: 5n }, { account: account.house, amount: -5n }], { memo: 'why' }), 'THB');
    expect(a.hash).toBe(b.hash);
    expect(c.hash).not.toBe(a.hash);
    expect(d.hash).not.toBe(a.hash);
  });
});

describe('applyLegs', () => {
  const plan = planPosting(input([{ account: account.member(1), amount: -300n }, { account: account.member(2), amount: 200n }, { account: account.house, amount: 100n }]), 'THB');
  const ids = new Map([['member:1', 11], ['member:2', 12], ['house:', 1]]);
  const locked = (b1: bigint, b2: bigint) => new Map<number, LockedAccount>([[11, { id: 11, balance: b1, floor: 0n }], [12, { id: 12, balance: b2, floor: 0n }]]);

  it('writes before/after for tracked accounts and leaves aggregated ones without', () => {
    expect(applyLegs(plan.legs, ids, locked(300n, 5n)).map((e) => [e.accountId, e.amount, e.balanceBefore, e.balanceAfter])).toEqual([
      [11, -300n, 300n, 0n], [12, 200n, 5n, 205n], [1, 100n, null, null],
    ]);
  });

  it('refuses a member balance below its floor with a stable code', () => {
    expect(() => applyLegs(plan.legs, ids, locked(299n, 0n))).toThrow(expect.objectContaining({ code: 'wallet.insufficient_funds', status: 409 }));
  });

  it('refuses a balance beyond int64 instead of letting the database overflow', () => {
    const credit = planPosting(input([{ account: account.member(2), amount: 10n }, { account: account.house, amount: -10n }]), 'THB');
    expect(() => applyLegs(credit.legs, ids, locked(0n, INT64_MAX - 5n))).toThrow(expect.objectContaining({ code: 'wallet.amount_invalid' }));
  });

  it('knows which owners are tracked', () => {
    expect(ownerOf(account.member(9))).toMatchObject({ tracked: true, floor: 0n, ownerId: '9' });
    // A promotion's budget is kept like a wallet (floor 0) but belongs to no member.
    expect(ownerOf(account.promotionBudget(4))).toEqual({ kind: 'promotion_budget', ownerId: '4', memberId: null, tracked: true, floor: 0n });
    expect(ownerOf(account.promotionPool(4))).toEqual({ kind: 'promotion_pool', ownerId: '4', memberId: null, tracked: false, floor: null });
    expect(() => ownerOf(account.promotionBudget(0))).toThrow(/bad promotion id/);
    for (const ref of [account.house, account.providerClearing, account.bonus, account.agentCommission, account.paymentChannel('PIX'), account.vendorWallet('PG')]) {
      expect(ownerOf(ref)).toMatchObject({ tracked: false, floor: null, memberId: null });
    }
  });
});
