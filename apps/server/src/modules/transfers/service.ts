import type { UplineInfo, UplineTransferBody, UplineTransferResult, WalletTransferBody, WalletTransferResult } from '@platform/contracts';
import { MAIN_WALLET } from '@platform/contracts';
import type { RequestContext } from '../../http/context';
import { AppError } from '../../lib/errors';
import { displayAmount, formatAmount } from '../../lib/money';
import type { Actor } from '../audit/service';
import type { MemberRow } from '../member/repo';
import type { MemberService } from '../member/service';
import type { MerchantService } from '../merchant/service';
import type { SecurityService } from '../security/service';
import type { PostedEntry } from '../wallet/posting';
import { account, type WalletService } from '../wallet/service';
import type { TransferVendors } from '../wallet/vendor-wallets';

const balanceOf = (entries: PostedEntry[], kind: PostedEntry['kind'], memberId: number) =>
  entries.find((e) => e.kind === kind && e.memberId === memberId)?.balanceAfter ?? 0n;

/**
 * Member transfers (spec §2 member centre: transfer funds, transfer to upline). Both are one wallet
 * posting each, keyed by the member's request id, audited in the posting's transaction (decision 0017).
 */
export function createTransferService(deps: { wallet: WalletService; members: MemberService; security: SecurityService; merchants: MerchantService; transferVendors: TransferVendors }) {
  const { wallet, members, security, merchants } = deps;
  const actorOf = (ctx: RequestContext, member: MemberRow): Actor => ({ type: 'member', id: String(member.id), ip: ctx.ip, merchantCode: member.merchantCode });

  return {
    /**
     * GCS_walletTransfer: main wallet ↔ the member's wallet at one transfer-mode vendor. Money goes to a
     * vendor only while the merchant runs transfer wallets; it may always come back, so a switch to
     * single-wallet mode strands nothing.
     */
    async walletTransfer(ctx: RequestContext, member: MemberRow, body: WalletTransferBody): Promise<WalletTransferResult> {
      members.requireRealMember(member);
      const toVendor = body.from === MAIN_WALLET;
      const vendor = toVendor ? body.to : body.from;
      if ((body.from === MAIN_WALLET) === (body.to === MAIN_WALLET)) throw new AppError('transfer.wallet_unknown');
      // Money may come back from a vendor an operator has since moved to seamless mode (nothing is stranded).
      const known = (await deps.transferVendors(member.merchantCode)).includes(vendor)
        || (!toVendor && (await wallet.balanceOf(member.merchantCode, account.memberVendor(member.id, vendor))) > 0n);
      if (!known) throw new AppError('transfer.wallet_unknown');
      if (toVendor && merchants.settings(member.merchantCode).singleWallet) throw new AppError('transfer.single_wallet');
      const amount = wallet.positiveAmount(member.merchantCode, body.amount);
      const posted = await wallet.post({
        merchantCode: member.merchantCode, type: 'vendor_transfer', idempotencyKey: `vendor-transfer:${member.id}:${body.requestId}`,
        actor: actorOf(ctx, member), reference: vendor, memo: `${body.from} → ${body.to}`,
        legs: [
          { account: account.member(member.id), amount: toVendor ? -amount : amount },
          { account: account.memberVendor(member.id, vendor), amount: toVendor ? amount : -amount },
        ],
      }, {
        audit: (p) => ({
          merchantCode: member.merchantCode, action: 'wallet.vendor_transfer', target: `member:${member.id}`, before: null,
          after: { from: body.from, to: body.to, amount: formatAmount(amount), postingId: p.postingId, mainBalance: formatAmount(balanceOf(p.entries, 'member', member.id)) },
        }),
      });
      return {
        postingId: posted.postingId, replayed: posted.replayed, from: body.from, to: body.to, amount: displayAmount(amount),
        mainBalance: displayAmount(balanceOf(posted.entries, 'member', member.id)),
        vendorBalance: displayAmount(balanceOf(posted.entries, 'member_vendor', member.id)),
        createdAt: posted.createdAt.toISOString(),
      };
    },

    async uplineInfo(member: MemberRow): Promise<UplineInfo> {
      members.requireRealMember(member);
      const upline = await members.uplineOf(member);
      const view = await wallet.balanceView(member);
      return { upline: upline ? { username: upline.username } : null, balance: view.balance, currency: view.currency, currencySymbol: view.currencySymbol };
    },

    /**
     * Member → upline agent: both wallets change in one posting. The fund password is checked first,
     * under the security page's per-member failure budget; a replay of the request id answers the
     * original transfer and moves nothing.
     */
    async uplineTransfer(ctx: RequestContext, member: MemberRow, body: UplineTransferBody): Promise<UplineTransferResult> {
      members.requireRealMember(member);
      const amount = wallet.positiveAmount(member.merchantCode, body.amount);
      const upline = await members.uplineOf(member);
      if (!upline) throw new AppError('transfer.no_upline');
      await security.checkFundPassword(member, body.fundPassword);
      const sent = await wallet.memberTransfer({
        merchantCode: member.merchantCode, type: 'upline_transfer', actor: actorOf(ctx, member), requestId: body.requestId, amount, from: member, to: upline,
      });
      return { ...sent, upline: upline.username };
    },
  };
}
export type TransferService = ReturnType<typeof createTransferService>;
