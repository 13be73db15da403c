/** Page group "MemberCenter": /member — login required (spec §2 member centre). */
import { ChangePasswordDialog } from '../../features/auth/components/change-password-dialog';
import { MemberCenter, type MemberPages } from '../../features/member-center/components/member-center';
import { WithdrawPage } from '../../features/withdraw/components/withdraw-page';
import { AccountRecordPage, BonusDetailsPage } from '../../features/records/components/entries-page';
import { BettingRecordPage } from '../../features/records/components/betting-record-page';
import { PersonalProfitPage } from '../../features/records/components/personal-profit-page';
import { WalletTransferPage } from '../../features/transfers/components/wallet-transfer-page';
import { TransferToUplinePage } from '../../features/transfers/components/transfer-to-upline-page';
import { DepositPage } from '../../features/deposit/components/deposit-page';
import { ManualRebate } from '../../features/promotions/components/manual-rebate';
import { MyBonuses } from '../../features/promotions/components/my-bonuses';

/** Bonus details: the player's bonuses with their turnover (promotions) above the bonus postings (records). */
function BonusDetails() {
  return <BonusDetailsPage before={<MyBonuses />} />;
}

/**
 * The member centre's pages that belong to other features, by menu id: each feature adds its own
 * line here (features never import each other; the app layer composes them).
 */
const pages: MemberPages = {
  withdraw: WithdrawPage,
  walletTransfer: WalletTransferPage,
  transferToUpline: TransferToUplinePage,
  bettingRecord: BettingRecordPage,
  accountRecord: AccountRecordPage,
  personalProfit: PersonalProfitPage,
  bonusDetails: BonusDetails,
  deposit: DepositPage,
  manualRebate: ManualRebate,
};

export default function MemberCenterPage() {
  return <MemberCenter changePasswordDialog={ChangePasswordDialog} pages={pages} />;
}
