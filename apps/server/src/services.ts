import type { Database } from './db/client';
import type { Infra } from './lib/cache';
import { isStaging, operatorTotpRequired, standInsOn, type Env } from './lib/env';
import { createAuditService } from './modules/audit/service';
import { createMemberService } from './modules/member/service';
import { createPlayerDirectory } from './modules/member/players';
import { createDashboardService } from './modules/dashboard/service';
import { createCsvExports } from './modules/exports/service';
import { createPlayerActivity } from './modules/member/player-activity';
import { createMerchantService } from './modules/merchant/service';
import { createOperatorService } from './modules/operator/service';
import { createOperatorLogin } from './modules/operator/login';
import { createSecurityService } from './modules/security/service';
import { createSocialService } from './modules/social/service';
import { createSystemService } from './modules/system/service';
import { createCaptchaService } from './modules/verification/captcha';
import { createCodeService } from './modules/verification/codes';
import { altchaVerifier, createHumanVerification } from './modules/verification/human';
import { messageSenderFromEnv } from './modules/verification/sender-from-env';
import { createWalletService } from './modules/wallet/service';
import { createWalletTotals } from './modules/wallet/totals';
import { createWithdrawService } from './modules/withdraw/service';
import { createWalletRecords } from './modules/wallet/records';
import { createTransferService } from './modules/transfers/service';
import { createAutoTransfer } from './modules/transfers/auto-transfer';
import * as providerRepo from './modules/provider/repo';
import { createAgentService } from './modules/agent/service';
import { createAgentDirectory } from './modules/agent/operator-directory';
import { createFilesService } from './modules/files/service';
import { storageFromEnv } from './modules/files/storage';
import { createDepositModule } from './modules/deposit/module';
import { createFinanceEvents, type FinanceAnnouncer } from './modules/finance/events';
import { createQueueCountMemo } from './modules/finance/queue-counts';
import { createContentService } from './modules/content/service';
import { createPromotionService } from './modules/promotions/service';
import { createPromotionBudgets, FUND_KIND } from './modules/promotions/budget';
import { createPromotionApplications } from './modules/promotions/applications';
import { createDepositBonuses } from './modules/promotions/deposit-bonuses';
import { createMemberPromotionStates } from './modules/promotions/member-states';
import { createBonusTurnover } from './modules/promotions/turnover';
import { createRedEnvelopes } from './modules/promotions/red-envelopes';
import { createPromotionPayouts } from './modules/promotions/payouts';
import { createReferrals } from './modules/promotions/referrals';
import { createGamesService } from './modules/games/service';
import { createAdapterRegistry, simAdapter } from './modules/provider/adapter';
import { createSeamlessService } from './modules/provider/seamless';
import { createProviderService } from './modules/provider/service';
import { vendorSecret } from './modules/provider/signature';
import { createProviderWalletApi } from './modules/provider/wallet-api';
import { pgeAdapter } from './modules/pge/adapter';
import { createPgeService } from './modules/pge/service';
import { createAgentContractService } from './modules/agent-contracts/service';
import { createInitialContractService } from './modules/agent-contracts/initial-contract';
import { createInstallService } from './modules/install/service';
import { createApprovalService } from './modules/approvals/service';
import { operatorRoleApproval } from './modules/operator/role-change';
import { walletSettingsApprovals } from './modules/wallet/money-settings-approval';
import { withdrawApprovals } from './modules/withdraw/approval';

/** The one place that wires services to their dependencies. */
export async function createServices(env: Env, database: Database, infra: Infra) {
  const { db } = database;
  const audit = createAuditService(db);
  const merchants = createMerchantService({ db, pubsub: infra.pubsub, audit, defaultMerchant: env.DEFAULT_MERCHANT, siteUrl: env.SITE_URL, allowHttpDomains: env.NODE_ENV !== 'production' });
  const system = createSystemService({ db, cache: infra.cache, merchants, audit, rsaPrivateKey: env.RSA_PRIVATE_KEY, staging: isStaging(env) });
  const operators = createOperatorService({ db, audit, pubsub: infra.pubsub, cache: infra.cache, idleMinutes: env.OPERATOR_SESSION_IDLE_MINUTES, maxHours: env.OPERATOR_SESSION_MAX_HOURS });
  // Maker-checker (decision 0045): each kind is registered by the module that owns the change.
  const approvals = createApprovalService({
    db, audit,
    kinds: { 'operator.role': operatorRoleApproval({ audit, forgetSessionsOf: (id) => operators.forgetSessionsOf(id) }) },
  });
  const captcha = createCaptchaService({ cache: infra.cache });
  // SMTP / SMS gateway / development outbox per channel (decision 0030); boot prints what production cannot send.
  const codes = createCodeService({ db, sender: messageSenderFromEnv(env, db, { warn: (line) => console.warn(line) }), audit });
  const security = createSecurityService({ db, audit, merchants, codes, cache: infra.cache });
  await merchants.start();
  await system.start();
  await operators.start();
  const humanVerifier = altchaVerifier({ hmacSecret: await system.secret('altcha_hmac'), cost: env.HUMAN_VERIFICATION_COST, zeros: env.HUMAN_VERIFICATION_ZEROS, cache: infra.cache });
  const human = createHumanVerification({
    verifier: humanVerifier,
    enabled: (code) => merchants.settings(code).features.HUMAN_VERIFICATION,
  });
  const operatorLogin = createOperatorLogin({
    db, cache: infra.cache, audit, operators, human: humanVerifier, captcha, totpRequired: operatorTotpRequired(env),
    // A new production site has no merchant yet: its first operator enrols under the plain name.
    issuer: () => `${merchants.configured() ? merchants.settings(merchants.resolve(undefined).merchantCode).whitelabel.siteName : 'Platform'} operators`,
  });
  const files = createFilesService({ db, storage: storageFromEnv(env) });
  const games = createGamesService({ db, cache: infra.cache, pubsub: infra.pubsub, audit, merchants });
  await games.start();
  const transferVendors = (merchantCode: string) => games.vendorsByWalletMode(merchantCode, 'transfer');
  // The automatic transfer needs the wallet, and the header balance asks it first: the wallet calls it
  // only when a balance is read, by which time it exists.
  const wallet = createWalletService({
    db, audit, merchants, rawTransaction: database.rawTransaction, parallelBatches: database.kind === 'pglite' ? 1 : 8, transferVendors,
    beforeBalanceView: (member) => autoTransfer.collectStranded(member),
  });
  const autoTransfer = createAutoTransfer({
    db, wallet, merchants, transferVendors,
    liveVendor: (merchantCode, memberId) => providerRepo.liveVendor(db, merchantCode, memberId, new Date()),
    endSessions: (merchantCode, memberId, vendorCodes) => providerRepo.endSessions(db, merchantCode, memberId, vendorCodes, new Date()),
    recallIdleMinutes: env.TRANSFER_RECALL_IDLE_MINUTES,
  });
  // The finance queues' live events (decision 0047): announced by deposits and withdrawals after commit.
  const financeEvents = createFinanceEvents({ pubsub: infra.pubsub });
  await financeEvents.start();
  // Their counts are kept for a few seconds, dropped at once by a change here and by the events of other processes.
  const queueCounts = createQueueCountMemo({ listen: financeEvents.listen });
  const financeAnnouncer: FinanceAnnouncer = {
    announce: (type, row) => {
      queueCounts.changed(row.merchantCode);
      return financeEvents.announce(type, row);
    },
  };
  const payments = createDepositModule({ db, audit, merchants, wallet, files, secret: (name) => system.secret(name), standIns: standInsOn(env), events: financeAnnouncer, counts: queueCounts,
    // Made further down; a deposit is credited only once the platform is running.
    onCredited: (tx, deposit) => depositBonuses.credited(tx, deposit),
  });
  // Public state's refer-and-earn entry asks the promotions (created below) whether a referral promotion runs.
  const members = createMemberService({ db, audit, merchants, captcha, codes, human, wallet, cache: infra.cache, referralRunning: (merchantCode) => referrals.running(merchantCode) });
  const players = createPlayerDirectory({ db, audit, merchants });
  const dashboard = createDashboardService({ db, audit, merchants });
  const csvExports = createCsvExports({ db, audit });
  const playerActivity = createPlayerActivity({ db, audit, merchants });
  const social = createSocialService({ db, cache: infra.cache, merchants, members, nodeEnv: env.NODE_ENV });
  // Records name games, vendors and deposit channels in the player's language (issue 17).
  // Promotions are made further down; a records page asks for their names only when it is served.
  const walletRecords = createWalletRecords({
    db, merchants,
    names: { catalogue: games.namesIn, channels: payments.deposits.channelNames, promotions: (code, language, ids) => promotionApplications.titlesIn(code, language, ids) },
  });
  const transfers = createTransferService({ wallet, members, security, merchants, transferVendors });
  const agents = createAgentService({ db, members, merchants, wallet, security });
  const agentDirectory = createAgentDirectory({ db, merchants, agents });
  const totals = createWalletTotals({ db, merchants });
  const withdrawals = createWithdrawService({
    db, audit, merchants, wallet, security, files, turnover: totals.depositsAndBetsSince, collectVendorWallets: (ctx, member) => autoTransfer.beforeWithdrawal(ctx, member), events: financeAnnouncer, counts: queueCounts,
    bonusTurnoverLeft: (tx, member) => depositBonuses.turnoverLeft(tx, member),
    payoutApproval: { above: (code) => wallet.adjustments.limitsOf(code).withdrawApprovalAbove, request: (actor, kind, input) => approvals.request(actor, kind, input) },
  });
  // A merchant's money settings and large payouts wait for a second operator (decision 0052).
  approvals.register({
    ...walletSettingsApprovals({ merchants, limits: wallet.adjustments }),
    ...withdrawApprovals(withdrawals),
    'merchant.deposit_channel': payments.deposits.channelApproval(),
  });
  const content = createContentService({ db, audit, merchants, files });
  // A promotion's budget is a ledger account; a large movement waits for a second operator (decision 0058).
  const promotionBudgets = createPromotionBudgets({ db, audit, merchants, wallet, approvals });
  approvals.register({ [FUND_KIND]: promotionBudgets.approvalKind });
  const promotions = createPromotionService({ db, audit, merchants, files, budgets: promotionBudgets });
  const promotionApplications = createPromotionApplications({ db, audit, merchants, files, wallet, totals });
  // Deposit bonuses pay in the crediting transaction; their turnover is counted from the recorded rounds (decision 0058).
  const bonusTurnover = createBonusTurnover();
  const depositBonuses = createDepositBonuses({ db, audit, merchants, wallet, turnover: bonusTurnover, creditedDeposits: payments.deposits.creditedCount, creditedSince: payments.deposits.creditedSince,
  });
  // Red envelope rushes: cut when they open, paid from the promotion's pool account (decision 0058).
  const redEnvelopes = createRedEnvelopes({ db, audit, merchants, wallet, turnover: bonusTurnover, creditedSince: payments.deposits.creditedSince });
  const promotionPayouts = createPromotionPayouts({ db, merchants, wallet, turnover: bonusTurnover });
  const referrals = createReferrals({ db, audit, merchants, wallet, turnover: bonusTurnover, referralCode: (member) => members.referralCode(member) });
  const promotionStates = createMemberPromotionStates({ db, applications: promotionApplications, depositBonuses, redEnvelopes });
  // apps/provider-sim: main.ts (or a test) spawns it and sets its URL; it signs with per-vendor secrets derived from this one.
  const providerSim = { url: env.PROVIDER_SIM_URL, masterSecret: await system.secret('provider_sim_master') };
  const providerAdapters = createAdapterRegistry();
  // The simulator is a stand-in: without it no vendor game launches through it (decision 0029).
  if (standInsOn(env)) providerAdapters.register(simAdapter({ baseUrl: () => providerSim.url }));
  const seamless = createSeamlessService({ db, wallet, merchants, catalogue: games });
  providerAdapters.register(pgeAdapter);
  const pge = createPgeService({ db, seamless, catalogue: games, wallet, merchants, idle: { minesMinutes: env.PGE_IDLE_MINUTES, interruptedMinutes: env.PGE_INTERRUPTED_MINUTES } });
  const provider = createProviderService({ db, merchants, games, adapters: providerAdapters, transfers: autoTransfer });
  const providerWallet = createProviderWalletApi({ seamless, merchants, vendorSecret: (code) => vendorSecret(providerSim.masterSecret, code) });
  const agentContracts = createAgentContractService({ db, audit, merchants, wallet });
  const initialContracts = createInitialContractService({ db, members, merchants });
  // The logo an icon is drawn from is the file the browser gets: looked up in the built web app.
  const install = createInstallService({ merchants, assetRoots: env.WEB_DIST ? [env.WEB_DIST] : [] });
  return { env, financeEvents, audit, merchants, system, operators, operatorLogin, approvals, members, players, playerActivity, dashboard, csvExports, captcha, codes, human, security, social, wallet, files, ...payments, walletRecords, transfers, autoTransfer, agents, agentDirectory, withdrawals, games, content, promotions, promotionBudgets, promotionApplications, depositBonuses, redEnvelopes, promotionPayouts, referrals, promotionStates, providerSim, providerAdapters, seamless, provider, providerWallet, pge, agentContracts, initialContracts, install };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
