/** The approval kinds that change a merchant's money settings (decision 0052). */
export const MONEY_KINDS: string[] = ['merchant.wallet_limits', 'merchant.wallet_mode', 'merchant.withdrawal_settings', 'merchant.deposit_channel'];
