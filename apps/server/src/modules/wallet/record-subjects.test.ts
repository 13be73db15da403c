import { recordSubject } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { namesWanted, subjectOf, type PostingFacts, type RecordNames } from './record-subjects';

const names: RecordNames = {
  games: new Map([['PT|fish-01', 'ตกปลามังกร']]),
  vendors: new Map([['PT', 'เพลย์เทค']]),
  channels: new Map([['BANK', 'โอนผ่านธนาคาร'], ['PAYSIM', 'ชำระเงินออนไลน์']]),
  promotions: new Map([[4, 'แชร์ยอดชนะรับโบนัส']]),
};
const facts = (p: Partial<PostingFacts> & { type: string }): PostingFacts => ({ amount: 100n, reference: null, memo: null, actorId: 'system', ...p });
const subject = (p: Partial<PostingFacts> & { type: string }) => recordSubject.parse(subjectOf(facts(p), names));

// What the modules that post write (issue 17: these keys reached the screen as they are).
describe('record subjects', () => {
  it('turns the ledger keys of deposits, withdrawals and the demo opening balance into numbers and names', () => {
    expect(subject({ type: 'deposit', reference: 'deposit:12', memo: 'PAYSIM' })).toEqual({ kind: 'deposit', id: 12, channel: 'ชำระเงินออนไลน์' });
    expect(subject({ type: 'deposit', reference: 'BANK-REF', memo: 'UNKNOWN' })).toEqual({ kind: 'deposit', id: null, channel: null });
    expect(subject({ type: 'deposit', reference: 'demo opening balance' })).toEqual({ kind: 'opening' });
    for (const type of ['withdrawal', 'withdrawal_release']) {
      expect(subject({ type, amount: -500n, reference: 'withdrawal:1', memo: 'operator reason' })).toEqual({ kind: 'withdrawal', id: 1 });
    }
  });

  it('names the other member of an agent transfer by direction, and a vendor wallet by its name', () => {
    const memo = 'demo_player → demo_agent';
    expect(subject({ type: 'upline_transfer', amount: -100n, reference: 'member:1', memo })).toEqual({ kind: 'upline', direction: 'out', username: 'demo_agent' });
    expect(subject({ type: 'upline_transfer', amount: 100n, reference: 'member:1', memo })).toEqual({ kind: 'upline', direction: 'in', username: 'demo_player' });
    expect(subject({ type: 'downline_transfer', amount: 100n, reference: 'member:2', memo: 'demo_agent → demo_player' })).toEqual({ kind: 'downline', direction: 'in', username: 'demo_agent' });
    expect(subject({ type: 'vendor_transfer', amount: -100n, reference: 'PT', memo: 'main → PT' })).toEqual({ kind: 'vendor', vendor: 'เพลย์เทค', direction: 'out' });
  });

  it('names a round by the catalogue through the posting vendor; unknown games and contracts stay unnamed, never coded', () => {
    expect(subject({ type: 'bet', amount: -100n, reference: 'R-9', memo: 'fish-01', actorId: 'provider:PT' })).toEqual({ kind: 'game', game: 'ตกปลามังกร', vendor: 'เพลย์เทค' });
    expect(subject({ type: 'win', reference: 'R-9', memo: 'slots-003', actorId: 'provider:PG' })).toEqual({ kind: 'game', game: null, vendor: null });
    expect(subject({ type: 'commission', reference: 'contract:4', memo: 'daily 2026-11-20' })).toEqual({ kind: 'commission', contract: 'daily' });
    expect(subject({ type: 'commission', reference: 'contract:4', memo: 'squatter' })).toEqual({ kind: 'commission', contract: null });
    expect(subject({ type: 'adjustment', memo: 'internal: chargeback' })).toEqual({ kind: 'none' });
    expect(subject({ type: 'demo_credit' })).toEqual({ kind: 'none' });
  });

  it('asks only for the names a page needs', () => {
    expect(namesWanted([facts({ type: 'adjustment' })])).toEqual({ vendorCodes: [], gameKeys: [], channels: false, promotionIds: [] });
    expect(namesWanted([facts({ type: 'bet', memo: 'fish-01', actorId: 'provider:PT' }), facts({ type: 'deposit' }), facts({ type: 'vendor_transfer', reference: 'JDB' }), facts({ type: 'bonus', reference: 'promotion:4' })]))
      .toEqual({ vendorCodes: ['PT', 'JDB'], gameKeys: [{ vendorCode: 'PT', gameCode: 'fish-01' }], channels: true, promotionIds: [4] });
  });

  it('names a bonus paid from a promotion\'s budget by the promotion\'s title in the player\'s language', () => {
    expect(subject({ type: 'bonus', reference: 'promotion:4', memo: 'Share your win' })).toEqual({ kind: 'bonus', name: 'แชร์ยอดชนะรับโบนัส' });
    // A promotion gone since keeps the name written with the posting.
    expect(subject({ type: 'bonus', reference: 'promotion:99', memo: 'Share your win' })).toEqual({ kind: 'bonus', name: 'Share your win' });
  });
});
