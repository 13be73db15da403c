import type { Language, OperatorRole, Whitelabel } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** One row per merchant (country site). Owned by the merchant module. */
export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  country: text('country').notNull(),
  countryName: text('country_name').notNull(),
  currency: text('currency').notNull(),
  isoCurrency: text('iso_currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  langList: jsonb('lang_list').$type<string[]>().notNull(),
  dialingCode: text('dialing_code').notNull(),
  phoneDigitsMin: smallint('phone_digits_min').notNull(),
  phoneDigitsMax: smallint('phone_digits_max').notNull(),
  timeZone: text('time_zone').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  // At most one default merchant.
  uniqueIndex('merchants_one_default').on(t.isDefault).where(sql`${t.isDefault}`),
]);

/** Operator-set site settings per merchant; read on almost every request, so cached (see merchant service). */
export const merchantSettings = pgTable('merchant_settings', {
  merchantCode: text('merchant_code').primaryKey().references(() => merchants.code, { onDelete: 'cascade' }),
  status: smallint('status').notNull().default(0),
  /** The maintenance and restricted pages' notices per language (decision 0057); a language without one shows the site's own. */
  maintenanceNotices: jsonb('maintenance_notices').$type<Partial<Record<Language, string>>>().notNull().default({}),
  restrictionNotices: jsonb('restriction_notices').$type<Partial<Record<Language, string>>>().notNull().default({}),
  features: jsonb('features').$type<Record<string, boolean>>().notNull(),
  whitelabel: jsonb('whitelabel').$type<Whitelabel>().notNull(),
  customerService: jsonb('customer_service').$type<{ type: string; label: string; url: string }[]>().notNull(),
  resources: jsonb('resources').$type<Record<string, { labelNameEn: string; url: string }>>().notNull(),
  domainRoute: jsonb('domain_route').$type<{ mainDomain: string; mirrors: { url: string; label: string }[] }>().notNull(),
  analytics: jsonb('analytics').$type<{ enabled: boolean; measurementId: string | null }>().notNull(),
  imageCdns: jsonb('image_cdns').$type<string[]>().notNull(),
  launchGameCdns: jsonb('launch_game_cdns').$type<string[]>().notNull(),
  /** OpenID Connect clients per provider (google, facebook); the secret never leaves the server. */
  /** Player sessions end after this much inactivity, and this long after login regardless (operator-set). */
  sessionIdleMinutes: smallint('session_idle_minutes').notNull().default(30),
  sessionMaxHours: smallint('session_max_hours').notNull().default(12),
  socialProviders: jsonb('social_providers').$type<Record<string, { issuer: string; clientId: string; clientSecret: string }>>().notNull().default({}),
  /** GCS_merchantWallet isSingle: one wallet for every game (seamless) rather than transfer wallets per vendor. */
  singleWallet: boolean('single_wallet').notNull().default(true),
  /**
   * Money limits in major-unit decimal strings (decision 0033): the largest amount one deposit,
   * withdrawal, transfer or adjustment may move, and the adjustment size above which a second operator
   * must approve. A missing key means the currency's default (modules/wallet/limits.ts).
   */
  moneyLimits: jsonb('money_limits').$type<{ maxAmount?: string; adjustApprovalAbove?: string; withdrawApprovalAbove?: string }>().notNull().default({}),
  updatedAt: updatedAt(),
});

export const registerFields = pgTable('register_fields', {
  merchantCode: text('merchant_code').notNull().references(() => merchants.code, { onDelete: 'cascade' }),
  field: text('field').notNull(),
  enabled: boolean('enabled').notNull(),
  required: boolean('required').notNull(),
  acceptedPattern: text('accepted_pattern').notNull(),
  patternId: text('pattern_id').notNull(),
  minLength: smallint('min_length').notNull(),
  maxLength: smallint('max_length').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.merchantCode, t.field] })]);

/** Blocked countries and IP ranges per merchant: a visitor matching one gets status 2. */
export const regionBlocks = pgTable('region_blocks', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code, { onDelete: 'cascade' }),
  kind: text('kind').$type<'COUNTRY' | 'IP'>().notNull(),
  value: text('value').notNull(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('region_blocks_unique').on(t.merchantCode, t.kind, t.value)]);

export const helpArticles = pgTable('help_articles', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  /** WEB, H5 or ALL. */
  device: text('device').notNull().default('ALL'),
  categoryKey: text('category_key').notNull(),
  categoryTitle: text('category_title').notNull(),
  articleKey: text('article_key').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  index('help_articles_lookup').on(t.merchantCode, t.language, t.sort),
  uniqueIndex('help_articles_unique').on(t.merchantCode, t.language, t.device, t.articleKey),
]);

export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** Null: may act on every merchant. */
  merchantCode: text('merchant_code').references(() => merchants.code),
  /** One of OPERATOR_ROLES (decision 0044), within the merchant binding; the first operator created is an owner. */
  role: text('role').$type<OperatorRole>().notNull(),
  /**
   * Null: the whole merchant. Otherwise an agent of `merchantCode` (decision 0053): the operator sees and acts
   * only on that agent's team (the agent and its whole downline), on the routes that can be narrowed to one.
   */
  agentId: integer('agent_id'),
  status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
  /** Base32 authenticator secret: pending until a code made from it sets `totpEnabledAt`. */
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  check('operators_role_check', sql`${t.role} IN ('owner', 'merchant_admin', 'finance', 'risk', 'support', 'marketing', 'auditor')`),
  // A team lies within one merchant: the agent is a member of the operator's own merchant.
  check('operators_agent_merchant', sql`${t.agentId} IS NULL OR ${t.merchantCode} IS NOT NULL`),
  foreignKey({ name: 'operators_agent_fk', columns: [t.merchantCode, t.agentId], foreignColumns: [members.merchantCode, members.id] }),
]);

/** One-time recovery codes of an operator's authenticator, as SHA-256 (they carry 80 random bits). */
export const operatorRecoveryCodes = pgTable('operator_recovery_codes', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id').notNull().references(() => operators.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [uniqueIndex('operator_recovery_codes_code').on(t.operatorId, t.codeHash)]);

/**
 * Browsers an operator has completed a login in (the `op_device` cookie, SHA-256 here): their login
 * attempts have a budget of their own, so strangers spending the shared one lock nobody out (decision 0032).
 */
export const operatorDevices = pgTable('operator_devices', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id').notNull().references(() => operators.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('operator_devices_operator').on(t.operatorId)]);

export const operatorSessions = pgTable('operator_sessions', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id').notNull().references(() => operators.id, { onDelete: 'cascade' }),
  /** SHA-256 of the token; the token itself is never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  ip: text('ip'),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Append-only (a trigger rejects UPDATE and DELETE): who changed what, when, before and after. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actorType: text('actor_type').notNull(),
  actorId: text('actor_id').notNull(),
  merchantCode: text('merchant_code'),
  action: text('action').notNull(),
  target: text('target').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  ip: text('ip'),
  /**
   * The hash chain (decision 0042), set once by the sealer, the only update the trigger allows: the
   * entry's place in the chain, the hash of the entry before it, and its own hash over both and its fields.
   */
  chainSeq: bigint('chain_seq', { mode: 'number' }).unique('audit_log_chain_seq'),
  prevHash: text('prev_hash'),
  hash: text('hash'),
}, (t) => [
  index('audit_log_at').on(t.at),
  index('audit_log_merchant_action').on(t.merchantCode, t.action),
  index('audit_log_unsealed').on(t.id).where(sql`${t.hash} IS NULL`),
  // The back office's filters (migration 0032), each with the id so "newest first" reads the index in order:
  // one actor's entries, one object's history, and an action or a family of them (LIKE 'wallet.%').
  index('audit_log_actor').on(t.actorId, t.id),
  index('audit_log_target').on(t.target, t.id),
  index('audit_log_action').on(t.action.op('text_pattern_ops'), t.id),
]);

/** Process-shared secrets generated on first start (the RSA key for encrypted payloads). */
export const systemKeys = pgTable('system_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Players, trial users and agents of a merchant. Owned by the member module. */
export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  username: text('username').notNull(),
  /** Stored lower-case, so "Somchai" and "somchai" are one account. */
  usernameKey: text('username_key').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** 0 member, 1/2/41/42 agent, 4 trial. */
  type: smallint('type').notNull().default(0),
  status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
  /**
   * Who disabled the account: 'operator' (the back office's lock) or 'agent' (an upline agent); null while
   * active, and for accounts disabled before this was recorded. An agent re-enables only what an agent disabled.
   */
  disabledBy: text('disabled_by').$type<'operator' | 'agent'>(),
  nickname: text('nickname'),
  /** National number without trunk prefix; unique per merchant when present. */
  mobile: text('mobile'),
  dialingCode: text('dialing_code'),
  email: text('email'),
  payeeName: text('payee_name'),
  /** The other optional registration fields of spec §3, as the merchant configured them. */
  profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
  affiliateCode: text('affiliate_code'),
  registerUrl: text('register_url'),
  registerMethod: text('register_method').notNull().default('WEB'),
  domain: text('domain'),
  registerIp: text('register_ip'),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  lastLoginIp: text('last_login_ip'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  firstFailureAt: timestamp('first_failure_at', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Set when an agent or operator gave the account a default password: the next login must change it. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Base32 TOTP secret; set up first, enabled once a code from the app checked out. */
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** argon2id hash of the fund (payment) password asked for withdrawals and redemptions. */
  fundPasswordHash: text('fund_password_hash'),
  /** Avatar image path; null shows the default avatar. */
  avatar: text('avatar'),
  /** An agent's own invitation code (what players type as affiliateCode); unique per merchant. */
  inviteCode: text('invite_code'),
  /**
   * The agent hierarchy (decision 0025): the upline agent (same merchant), null for a merchant's top
   * agents and for players who joined without an invitation code. `path` lists the ancestors' ids,
   * root first ('/' for none, '/1/5/' under agent 5 under agent 1), so an agent's whole downline is the
   * prefix `path || id || '/'`, one range of `members_path`; `depth` is the number of ancestors.
   */
  uplineId: integer('upline_id'),
  path: text('path').notNull().default('/'),
  depth: smallint('depth').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('members_invite_code').on(t.merchantCode, t.inviteCode).where(sql`${t.inviteCode} IS NOT NULL`),
  uniqueIndex('members_username').on(t.merchantCode, t.usernameKey),
  uniqueIndex('members_mobile').on(t.merchantCode, t.dialingCode, t.mobile).where(sql`${t.mobile} IS NOT NULL`),
  // The target of the upline key below, so an upline is always of the member's own merchant.
  uniqueIndex('members_merchant_id').on(t.merchantCode, t.id),
  foreignKey({ name: 'members_upline_fk', columns: [t.merchantCode, t.uplineId], foreignColumns: [t.merchantCode, t.id] }),
  // Direct downline, newest first.
  index('members_upline').on(t.merchantCode, t.uplineId, t.id).where(sql`${t.uplineId} IS NOT NULL`),
  // The back office's player directory (decision 0046): its sorts and exact searches at a million players.
  index('members_created').on(t.merchantCode, t.createdAt, t.id),
  // The directory's capped count (up to 10,000 matches) as an index-only scan: the trial accounts left out
  // and the status filter both read from the index, not from 10,000 rows of the table (bench:players: 5 ms
  // of PostgreSQL per list page before, 1.8 after; the disabled filter 17.8 ms before).
  index('members_status_type').on(t.merchantCode, t.status, t.type),
  // Newest login first, those who never logged in last; read backwards for the oldest first.
  index('members_last_login_desc').on(t.merchantCode, t.lastLoginAt.desc().nullsLast(), t.id.desc()),
  // Not partial: PostgreSQL keeps no statistics for a partial index's expression, and without them it
  // guessed thousands of matches and walked the whole merchant in creation order instead (bench:players).
  index('members_email_lower').on(t.merchantCode, sql`lower(${t.email})`),
  // A username's start (the directory's search); the trigram index of 0020 serves the agents' part searches.
  index('members_username_prefix').on(t.merchantCode, t.usernameKey.op('text_pattern_ops')),
  index('members_register_ip').on(t.merchantCode, t.registerIp).where(sql`${t.registerIp} IS NOT NULL`),
  // Whole downline: LIKE 'prefix%' is a range of this index whatever the database's collation.
  index('members_path').on(t.merchantCode, t.path.op('text_pattern_ops'), t.id),
  // The agents of a downline (team overview's agent count) without visiting every member's row.
  index('members_agent_path').on(t.merchantCode, t.path.op('text_pattern_ops')).where(sql`${t.type} IN (1, 2, 41, 42)`),
  // Disabled members of a downline (downline list by status): a few rows, found and counted without
  // walking the team; the active count is the team size less these, in tree order like members_path.
  index('members_disabled_path').on(t.merchantCode, t.path.op('text_pattern_ops'), t.id).where(sql`${t.status} = 'disabled'`),
  check('members_depth', sql`(${t.uplineId} IS NULL) = (${t.depth} = 0) AND ${t.depth} >= 0`),
  check('members_path_shape', sql`${t.path} ~ '^/([0-9]+/)*$'`),
  check('members_disabled_by', sql`${t.disabledBy} IN ('operator', 'agent')`),
]);

export const memberSessions = pgTable('member_sessions', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  /** SHA-256 of the token; the token itself is never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  ip: text('ip'),
  device: text('device'),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [
  // A player's logins newest first (the back office's tabs, decision 0048): one range per member.
  index('member_sessions_member').on(t.memberId, t.id),
]);

/**
 * "Remember me" (spec §3): a revocable token in an HttpOnly cookie stands in for the password the
 * original front end kept in a cookie. One day; rotated on use; revoked by logout, password change and
 * the security page.
 */
export const memberRememberTokens = pgTable('member_remember_tokens', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  ip: text('ip'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('member_remember_tokens_member').on(t.memberId)]);

/** Addresses a member has logged in from after proving who they are; a new one asks for extra verification. */
export const memberKnownIps = pgTable('member_known_ips', {
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  ip: text('ip').notNull(),
  firstSeenAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.memberId, t.ip] }), index('member_known_ips_ip').on(t.ip)]);

/** Accounts at an external identity provider (Google, Facebook) linked to a member. */
export const memberIdentities = pgTable('member_identities', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  provider: text('provider').notNull(),
  /** The provider's stable subject identifier ("sub"). */
  subject: text('subject').notNull(),
  email: text('email'),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
}, (t) => [uniqueIndex('member_identities_subject').on(t.merchantCode, t.provider, t.subject), index('member_identities_member').on(t.memberId)]);

/** One-time codes sent by SMS or e-mail; only their hash is kept. Owned by the verification module. */
export const verificationCodes = pgTable('verification_codes', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  channel: text('channel').$type<'sms' | 'email'>().notNull(),
  /** register, nologin (SMS login and phone recovery), email-reset, bind... */
  purpose: text('purpose').notNull(),
  /** "66-812345678" for SMS, the lower-cased address for e-mail. */
  destination: text('destination').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  ip: text('ip'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
}, (t) => [index('verification_codes_lookup').on(t.merchantCode, t.channel, t.destination, t.purpose, t.createdAt)]);

/** What the development message sender "sent": readable by tests and operators, never by players. */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  channel: text('channel').$type<'sms' | 'email'>().notNull(),
  destination: text('destination').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  createdAt: createdAt(),
}, (t) => [index('outbox_messages_destination').on(t.merchantCode, t.destination, t.id)]);

/**
 * The ledger (ARCHITECTURE §5, decision 0014). Owned by the wallet module, the only writer of these
 * three tables. One account per (merchant, owner kind, owner id, currency): member wallets, and the
 * operator's house, provider clearing, bonus, agent commission, payment channel and vendor wallet
 * accounts.
 */
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  ownerKind: text('owner_kind').notNull(),
  /** The member id for member wallets, the channel or vendor code, '' for the merchant's single accounts. */
  ownerId: text('owner_id').notNull(),
  memberId: integer('member_id').references(() => members.id),
  currency: text('currency').notNull(),
  /**
   * The cached balance of a tracked account (member wallets), kept under a row lock per posting.
   * Null for aggregated (hot) operator accounts: their balance is the sum of their entries, so no
   * posting ever updates their row.
   */
  balance: bigint('balance', { mode: 'bigint' }),
  /** The lowest balance allowed; null: none. */
  floor: bigint('floor', { mode: 'bigint' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('ledger_accounts_owner').on(t.merchantCode, t.ownerKind, t.ownerId, t.currency),
  // A member's wallets: the main one ('member') and one per transfer-mode vendor ('member_vendor').
  check('ledger_accounts_member_owner', sql`(${t.ownerKind} IN ('member', 'member_vendor')) = (${t.memberId} IS NOT NULL)`),
  index('ledger_accounts_member').on(t.memberId),
  check('ledger_accounts_floor_tracked', sql`${t.floor} IS NULL OR ${t.balance} IS NOT NULL`),
  check('ledger_accounts_above_floor', sql`${t.balance} >= ${t.floor}`),
]);

/** One movement of money; its idempotency key makes every retry of the same request one posting. */
export const ledgerPostings = pgTable('ledger_postings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  type: text('type').notNull(),
  /** Namespaced by the caller ("adjust:…", a provider's transaction id, a payment reference). */
  idempotencyKey: text('idempotency_key').notNull(),
  /** SHA-256 of what was asked (type, legs, reference, memo): a replay that asks something else is refused. */
  requestHash: text('request_hash').notNull(),
  currency: text('currency').notNull(),
  actorType: text('actor_type').notNull(),
  actorId: text('actor_id').notNull(),
  reference: text('reference'),
  memo: text('memo'),
  createdAt: createdAt(),
}, (t) => [
  unique('ledger_postings_idempotency').on(t.merchantCode, t.idempotencyKey),
  index('ledger_postings_merchant_created').on(t.merchantCode, t.createdAt),
  // The agent roll-up's money (decision 0028): deposits, withdrawals and bonuses are a few postings among
  // the bets and wins, so the newest deposit or those after a watermark are read from their own index —
  // along ledger_postings_merchant_created they lay behind every bet since (a scan of the ledger, 36 ms
  // at 473,000 postings, in each overview). Partial: the wallet's bets and wins do not write to it.
  index('ledger_postings_rolled_money').on(t.merchantCode, t.type, t.createdAt)
    .where(sql`${t.type} IN ('deposit', 'withdrawal', 'withdrawal_release', 'bonus')`),
]);

/**
 * The truth: signed amounts per account, summing to zero per posting. Before/after balances are set
 * for tracked accounts and null for aggregated ones. No foreign key to the account: checking one
 * would share-lock the house account's row from every concurrent posting (decision 0014);
 * reconciliation checks that every entry's account exists.
 */
export const ledgerEntries = pgTable('ledger_entries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  postingId: bigint('posting_id', { mode: 'number' }).notNull().references(() => ledgerPostings.id),
  accountId: bigint('account_id', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  balanceBefore: bigint('balance_before', { mode: 'bigint' }),
  balanceAfter: bigint('balance_after', { mode: 'bigint' }),
  /**
   * The posting's time: the column default is the transaction's now(), the same value the posting row
   * gets, so the wallet's insert does not name it. It lets a member's records be read by time range from
   * one index (account, time) without visiting every posting of the account.
   */
  createdAt: createdAt(),
}, (t) => [
  index('ledger_entries_posting').on(t.postingId),
  index('ledger_entries_account').on(t.accountId, t.id),
  index('ledger_entries_account_created').on(t.accountId, t.createdAt, t.id),
  check('ledger_entries_nonzero', sql`${t.amount} <> 0`),
  check('ledger_entries_balance_pair', sql`(${t.balanceBefore} IS NULL) = (${t.balanceAfter} IS NULL)`),
  check('ledger_entries_balance_step', sql`${t.balanceAfter} = ${t.balanceBefore} + ${t.amount}`),
]);

/**
 * Operator adjustments above the merchant's approval threshold, waiting for a second operator
 * (maker-checker, decision 0033). Owned by the wallet module. The money moves only at approval, as
 * one posting under the maker's idempotency key (`adjust:<key>`), so approving twice posts once.
 */
export const walletAdjustmentRequests = pgTable('wallet_adjustment_requests', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  memberId: integer('member_id').notNull().references(() => members.id),
  /** Signed minor units: positive credits the member, negative debits. */
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  reason: text('reason').notNull(),
  /** The maker's idempotency key, as sent: a retried request finds this row. */
  idempotencyKey: text('idempotency_key').notNull(),
  status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
  /** The maker: its operator id (null for a non-operator actor) and the audit actor id. */
  requestedById: integer('requested_by_id'),
  requestedBy: text('requested_by').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  decidedBy: text('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decisionReason: text('decision_reason'),
  postingId: bigint('posting_id', { mode: 'number' }).references(() => ledgerPostings.id),
}, (t) => [
  unique('wallet_adjustment_requests_key').on(t.merchantCode, t.idempotencyKey),
  index('wallet_adjustment_requests_status').on(t.merchantCode, t.status, t.id),
  check('wallet_adjustment_requests_nonzero', sql`${t.amount} <> 0`),
  check('wallet_adjustment_requests_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
]);

/**
 * Withdrawals (spec §3, §4; issue 4). Owned by the withdraw module. Money never lives here: the
 * amounts are what was asked and confirmed; every movement is a ledger posting keyed `withdraw:<id>:…`.
 */

/** Per-merchant withdrawal rules, set by operators (audited). No row: the module's defaults. */
export const withdrawalSettings = pgTable('withdrawal_settings', {
  merchantCode: text('merchant_code').primaryKey().references(() => merchants.code),
  minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
  maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
  /** A disbursed withdrawal not confirmed within this many minutes counts as received (spec §9). */
  autoReceiveMinutes: integer('auto_receive_minutes').notNull(),
  /** Bets required since the last withdrawal, in hundredths of the deposits since then (100 = 1×); 0: no requirement. */
  turnoverPercent: integer('turnover_percent').notNull(),
  updatedAt: updatedAt(),
}, (t) => [
  check('withdrawal_settings_range', sql`${t.minAmount} > 0 AND ${t.maxAmount} >= ${t.minAmount}`),
  check('withdrawal_settings_minutes', sql`${t.autoReceiveMinutes} BETWEEN 1 AND 43200`),
  check('withdrawal_settings_turnover', sql`${t.turnoverPercent} BETWEEN 0 AND 100000`),
]);

/** Bank accounts a member withdraws to; removed ones stay (soft delete) because withdrawals name them. */
export const withdrawalBankAccounts = pgTable('withdrawal_bank_accounts', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  memberId: integer('member_id').notNull().references(() => members.id),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  holderName: text('holder_name').notNull(),
  createdAt: createdAt(),
  removedAt: timestamp('removed_at', { withTimezone: true }),
}, (t) => [
  index('withdrawal_bank_accounts_member').on(t.memberId, t.id),
  uniqueIndex('withdrawal_bank_accounts_live').on(t.memberId, t.bankCode, t.accountNumber).where(sql`${t.removedAt} IS NULL`),
]);

/**
 * One withdrawal request: pending (funds held) → disbursed (paid out) or rejected (funds released);
 * after disbursement the player confirms received, partly received or not received (a dispute that
 * operators resolve); unconfirmed past `receive_deadline` it is received by force.
 */
export const withdrawals = pgTable('withdrawals', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  memberId: integer('member_id').notNull().references(() => members.id),
  /** The client's request id: a double submit is one withdrawal. */
  requestId: text('request_id').notNull(),
  bankAccountId: integer('bank_account_id').notNull().references(() => withdrawalBankAccounts.id),
  /** The account as it was when asked: what the operator pays to, even if the player removes it later. */
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  holderName: text('holder_name').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  channelCode: text('channel_code'),
  receivedAmount: bigint('received_amount', { mode: 'bigint' }),
  disputedAmount: bigint('disputed_amount', { mode: 'bigint' }),
  forcedReceipt: boolean('forced_receipt').notNull().default(false),
  proofFileIds: jsonb('proof_file_ids').$type<string[]>().notNull().default([]),
  rejectReason: text('reject_reason'),
  resolution: text('resolution'),
  resolutionNote: text('resolution_note'),
  reviewedBy: text('reviewed_by'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  disbursedAt: timestamp('disbursed_at', { withTimezone: true }),
  receiveDeadline: timestamp('receive_deadline', { withTimezone: true }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  resolvedBy: text('resolved_by'),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('withdrawals_request').on(t.merchantCode, t.memberId, t.requestId),
  index('withdrawals_member').on(t.memberId, t.id),
  index('withdrawals_merchant_status').on(t.merchantCode, t.status, t.id),
  // The finance queue's amount range (with the age filter and the waiting/other split): one range of this index,
  // counted and paged index-only, the page's rows read by id after (bench/README, "Finance queues", migration 0039).
  index('withdrawals_merchant_amount').on(t.merchantCode, t.amount, t.id, t.createdAt, t.status),
  index('withdrawals_receive_due').on(t.receiveDeadline).where(sql`${t.status} = 'disbursed'`),
  check('withdrawals_amount', sql`${t.amount} > 0`),
  check('withdrawals_status', sql`${t.status} IN ('pending', 'rejected', 'disbursed', 'received', 'partly_received', 'not_received', 'resolved')`),
  check('withdrawals_received', sql`${t.receivedAmount} IS NULL OR (${t.receivedAmount} >= 0 AND ${t.receivedAmount} <= ${t.amount})`),
]);

/**
 * Uploaded images (receipts, withdrawal proofs, activity applications). Owned by the files module;
 * the bytes live in the storage adapter under `storage_key`, never in a public directory.
 */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  memberId: integer('member_id').notNull().references(() => members.id),
  /** What the member uploaded it for (deposit_receipt, withdrawal_proof, activity_application). */
  purpose: text('purpose').notNull(),
  /** Detected from the bytes (magic numbers), never the client's claim. */
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('uploads_storage_key').on(t.storageKey),
  index('uploads_member').on(t.merchantCode, t.memberId, t.createdAt),
  check('uploads_size', sql`${t.size} > 0`),
]);

/** A merchant's ways to deposit (bank transfer or a payment gateway). Owned by the deposit module. */
export const depositChannels = pgTable('deposit_channels', {
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  code: text('code').notNull(),
  type: text('type').$type<'bank' | 'gateway'>().notNull(),
  /** Display name per language code (EN always present). */
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  /** Minor units of the merchant's currency. */
  minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
  maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
  /** Where the player transfers to (bank channels). */
  bank: jsonb('bank').$type<{ bankName: string; accountName: string; accountNumber: string; branch?: string }>(),
  /** The gateway adapter's code (gateway channels). */
  gateway: text('gateway'),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  primaryKey({ columns: [t.merchantCode, t.code] }),
  check('deposit_channels_type', sql`${t.type} IN ('bank', 'gateway')`),
  check('deposit_channels_range', sql`${t.minAmount} > 0 AND ${t.maxAmount} >= ${t.minAmount}`),
  check('deposit_channels_kind', sql`(${t.type} = 'bank' AND ${t.bank} IS NOT NULL) OR (${t.type} = 'gateway' AND ${t.gateway} IS NOT NULL)`),
]);

/**
 * Deposit requests. pending → approved (credited once, posting `deposit:<id>`) | rejected (bank,
 * by an operator) | failed (gateway reported failure; a later verified success may still credit).
 */
export const deposits = pgTable('deposits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  memberId: integer('member_id').notNull().references(() => members.id),
  channelCode: text('channel_code').notNull(),
  channelType: text('channel_type').$type<'bank' | 'gateway'>().notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<'pending' | 'approved' | 'rejected' | 'failed'>().notNull().default('pending'),
  /** The player's transfer reference (bank) . */
  playerReference: text('player_reference'),
  receiptFileId: uuid('receipt_file_id').references(() => uploads.id),
  /** The player's request id: a double submit is one request. */
  requestId: text('request_id').notNull(),
  /** The gateway's payment id (gateway channels). */
  gatewayPaymentId: text('gateway_payment_id'),
  postingId: bigint('posting_id', { mode: 'number' }),
  reviewedBy: text('reviewed_by'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  rejectReason: text('reject_reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('deposits_request').on(t.merchantCode, t.memberId, t.requestId),
  uniqueIndex('deposits_gateway_payment').on(t.merchantCode, t.gatewayPaymentId).where(sql`${t.gatewayPaymentId} IS NOT NULL`),
  index('deposits_merchant_status').on(t.merchantCode, t.status, t.id),
  // Every column an amount filter, the age filter and the waiting split read: the queue's capped count
  // walks an amount range here without reading the table (bench/README, "Finance queues").
  index('deposits_merchant_amount').on(t.merchantCode, t.amount, t.id, t.createdAt, t.status),
  index('deposits_member').on(t.memberId, t.id),
  check('deposits_amount', sql`${t.amount} > 0`),
  check('deposits_status', sql`${t.status} IN ('pending', 'approved', 'rejected', 'failed')`),
]);

/** Every payment-gateway callback as received, with what we did with it (refusals included). */
export const depositCallbacks = pgTable('deposit_callbacks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  gateway: text('gateway').notNull(),
  merchantCode: text('merchant_code'),
  depositId: bigint('deposit_id', { mode: 'number' }),
  /** credited, duplicate, failed, ignored, bad_signature, stale, amount_mismatch, unknown_payment, malformed. */
  outcome: text('outcome').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('deposit_callbacks_deposit').on(t.depositId),
]);
export * from './schema/games';
export * from './schema/provider';
export * from './schema/content';
export * from './schema/pge';
export * from './schema/agent-contracts';
export * from './schema/agent-teams';
export * from './schema/agent-team-products';
export * from './schema/approvals';
export * from './schema/merchant-figures';
export * from './schema/player-notes';
export * from './schema/promotions';
