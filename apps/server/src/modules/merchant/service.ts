import type {
  FeatureFlags, MerchantDomainsBody, MerchantFromTemplateBody, MerchantInput, RegionEntry, RegisterFieldConfig, StatusNotices, SupportChannelInput, SystemStatus, Whitelabel,
} from '@platform/contracts';
import { FEATURE_FLAGS, REGISTER_FIELDS, normalizeMobile, supportChannelUrl } from '@platform/contracts';
import type { Db } from '../../db/client';
import type { PubSub } from '../../lib/cache';
import { AppError } from '../../lib/errors';
import { canonicalCidr, ipInCidr } from '../../lib/geo';
import type { Actor, AuditService } from '../audit/service';
import { defaultRegisterFields, defaultSettings } from './defaults';
import { MERCHANT_TEMPLATES } from './templates';
import * as repo from './repo';

export type Merchant = RegionEntry;

export interface MerchantSettings {
  status: SystemStatus;
  /** Per language (decision 0057). */
  maintenanceNotices: StatusNotices;
  restrictionNotices: StatusNotices;
  features: FeatureFlags;
  whitelabel: Whitelabel;
  customerService: { type: string; label: string; url: string }[];
  resources: Record<string, { labelNameEn: string; url: string }>;
  domainRoute: { mainDomain: string; mirrors: { url: string; label: string }[] };
  analytics: { enabled: boolean; measurementId: string | null };
  imageCdns: string[];
  launchGameCdns: string[];
  /** Player session lifetime: idle minutes and absolute hours (operator-set per merchant). */
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** OpenID Connect clients per social provider; the secret stays on the server (modules/social). */
  socialProviders: Record<string, SocialProviderConfig>;
  /** GCS_merchantWallet isSingle: one wallet for every game, rather than transfer wallets per vendor. */
  singleWallet: boolean;
  /** Money limits as configured (major-unit decimals); the wallet fills in its currency defaults (decision 0033). */
  moneyLimits: { maxAmount?: string; adjustApprovalAbove?: string; withdrawApprovalAbove?: string };
}

export interface SocialProviderConfig { issuer: string; clientId: string; clientSecret: string }

export interface Block { id: number; merchantCode: string; kind: 'COUNTRY' | 'IP'; value: string; note: string; createdAt: string }

interface Snapshot {
  version: number;
  merchants: Merchant[];
  byCode: Map<string, Merchant>;
  /** Undefined only on a production database that no operator has set up yet. */
  defaultMerchant: Merchant | undefined;
  settings: Map<string, MerchantSettings>;
  registerFields: Map<string, RegisterFieldConfig[]>;
  blocks: Map<string, Block[]>;
}

const CHANNEL = 'merchant-settings-changed';

function toMerchant(r: repo.MerchantRow): Merchant {
  return {
    merchantCode: r.code, country: r.country, countryName: r.countryName, currency: r.currency,
    isoCurrency: r.isoCurrency, currencySymbol: r.currencySymbol, langList: r.langList as Merchant['langList'],
    dialingCode: r.dialingCode, phoneDigitsMin: r.phoneDigitsMin, phoneDigitsMax: r.phoneDigitsMax,
    timeZone: r.timeZone, isDefault: r.isDefault,
  };
}

function toSettings(r: repo.SettingsRow): MerchantSettings {
  // Flags added after a merchant was created default to off rather than undefined.
  const features = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, r.features[f] === true])) as FeatureFlags;
  return {
    status: r.status as SystemStatus, maintenanceNotices: r.maintenanceNotices, restrictionNotices: r.restrictionNotices,
    features, whitelabel: r.whitelabel, customerService: r.customerService,
    resources: r.resources, domainRoute: r.domainRoute, analytics: r.analytics, imageCdns: r.imageCdns,
    launchGameCdns: r.launchGameCdns, socialProviders: r.socialProviders ?? {},
    sessionIdleMinutes: r.sessionIdleMinutes, sessionMaxHours: r.sessionMaxHours, singleWallet: r.singleWallet,
    moneyLimits: r.moneyLimits ?? {},
  };
}

function toField(r: repo.RegisterFieldRow): RegisterFieldConfig {
  return {
    field: r.field as RegisterFieldConfig['field'], enabled: r.enabled, required: r.required,
    acceptedPattern: r.acceptedPattern, patternId: r.patternId, minLength: r.minLength, maxLength: r.maxLength,
  };
}

function toBlock(r: repo.BlockRow): Block {
  return { id: r.id, merchantCode: r.merchantCode, kind: r.kind, value: r.value, note: r.note, createdAt: r.createdAt.toISOString() };
}

/**
 * Merchants and their settings are read on every request, so each process keeps an in-memory
 * snapshot and reloads it when any process publishes a change (Redis pub/sub in production).
 */
/**
 * The merchant of requests to a database with no merchant yet (a new production site): only the
 * operator API answers then (system.not_configured elsewhere), and nothing is ever stored under it.
 */
export const SETUP_MERCHANT: Merchant = {
  merchantCode: '', country: '', countryName: '', currency: '', isoCurrency: '', currencySymbol: '', langList: ['EN'],
  dialingCode: '', phoneDigitsMin: 4, phoneDigitsMax: 15, timeZone: 'UTC', isDefault: true,
};

/**
 * The base of every absolute link built for a merchant (decision 0029): its configured main domain —
 * `https://` unless the operator gave a scheme — or SITE_URL in development and tests. Never a request's
 * Host, X-Forwarded-Host or Origin, which a client chooses.
 */
export function baseUrlOf(mainDomain: string, siteUrl: string | undefined): string {
  if (siteUrl) return siteUrl.replace(/\/+$/, '');
  const url = new URL(/^https?:\/\//i.test(mainDomain) ? mainDomain : `https://${mainDomain}`);
  return url.origin;
}

/**
 * A main domain or mirror as an operator typed it, normalised: a bare host name means https and is kept as
 * the host; a full origin is kept as the origin. Anything with a path, query, credentials or another scheme
 * is refused, and plain http only where `allowHttp` (development, tests).
 */
export function normalizeDomain(raw: string, allowHttp: boolean): string | null {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) return null;
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
  // A public site has a dotted name; localhost and addresses only serve development.
  if (!url.hostname.includes('.') && !(allowHttp && url.hostname === 'localhost')) return null;
  // A bare host (https implied) stays a bare host, as the permission payload has always shown it.
  return text.includes('://') ? url.origin : url.host;
}

export function createMerchantService(deps: { db: Db; pubsub: PubSub; audit: AuditService; defaultMerchant: string; siteUrl?: string; allowHttpDomains?: boolean }) {
  const { db, pubsub, audit } = deps;
  let snap: Snapshot | undefined;
  let version = 0;
  const listeners: (() => void)[] = [];
  // Reloads overlap: a change reloads at once and its message (which this process receives too) starts
  // another. A reload that began earlier can finish later with older rows (read before a change
  // committed) and must not replace the snapshot of one that began after it.
  let reloadsStarted = 0;
  let reloadApplied = 0;

  async function reload() {
    const mine = ++reloadsStarted;
    const all = await repo.loadAll(db);
    if (mine < reloadApplied) return;
    reloadApplied = mine;
    const merchants = all.merchants.map(toMerchant);
    const byCode = new Map(merchants.map((m) => [m.merchantCode, m]));
    const group = <T extends { merchantCode: string }, U>(rows: T[], map: (r: T) => U) => {
      const out = new Map<string, U[]>();
      for (const r of rows) out.set(r.merchantCode, [...(out.get(r.merchantCode) ?? []), map(r)]);
      return out;
    };
    snap = {
      version: ++version,
      merchants,
      byCode,
      defaultMerchant: byCode.get(deps.defaultMerchant) ?? merchants.find((m) => m.isDefault) ?? merchants[0],
      settings: new Map(all.settings.map((s) => [s.merchantCode, toSettings(s)])),
      registerFields: group(all.fields, toField),
      blocks: group(all.blocks, toBlock),
    };
    for (const l of listeners) l();
  }

  function current(): Snapshot {
    if (!snap) throw new Error('merchant service not started');
    return snap;
  }

  async function changed() {
    await reload();
    await pubsub.publish(CHANNEL, String(Date.now()));
  }

  function assertScope(actor: Actor, code: string) {
    if (actor.merchantCode !== null && actor.merchantCode !== code) throw new AppError('auth.forbidden');
  }

  function requireMerchant(code: string): Merchant {
    const m = current().byCode.get(code);
    if (!m) throw new AppError('merchant.not_found');
    return m;
  }

  /** A settings change and its audit record inside the caller's transaction; the caller tells every process after commit. */
  async function settingsChangeWithin<K extends keyof repo.SettingsRow>(
    tx: Db, actor: Actor, code: string, action: string, keys: K[], patch: Partial<repo.SettingsRow>,
  ) {
    assertScope(actor, code);
    requireMerchant(code);
    const before = await repo.findSettings(tx, code);
    if (!before) throw new AppError('merchant.not_found');
    await repo.updateSettings(tx, code, patch);
    await audit.record(tx, actor, {
      merchantCode: code, action, target: `merchant:${code}`,
      before: Object.fromEntries(keys.map((k) => [k, before[k]])),
      after: Object.fromEntries(keys.map((k) => [k, (patch as Record<string, unknown>)[k as string]])),
    });
  }

  /** Runs a settings change and its audit record in one transaction, then tells every process. */
  async function auditedSettingsChange<K extends keyof repo.SettingsRow>(
    actor: Actor, code: string, action: string, keys: K[], patch: Partial<repo.SettingsRow>,
  ) {
    await db.transaction((tx) => settingsChangeWithin(tx, actor, code, action, keys, patch));
    await changed();
  }

  return {
    async start() {
      await reload();
      await pubsub.subscribe(CHANNEL, () => {
        reload().catch(() => { /* keep serving the last good snapshot; the next change retries */ });
      });
    },
    reload,
    /** Called after each reload; caches derived from the snapshot clear themselves here. */
    onChange(listener: () => void) {
      listeners.push(listener);
    },
    version: () => current().version,
    list: () => current().merchants,
    /** The merchant with this code; merchant.not_found otherwise (no fallback: for operator and money calls). */
    get: requireMerchant,
    /** An operator bound to one merchant acts on that merchant only (auth.forbidden); the merchant must exist. */
    assertOperatorScope(actor: Actor, code: string): Merchant {
      assertScope(actor, code);
      return requireMerchant(code);
    },
    /** A missing or unknown merchant falls back to the default merchant (ARCHITECTURE §4). */
    resolve(code: string | undefined): Merchant {
      const s = current();
      return (code && s.byCode.get(code)) || s.defaultMerchant || SETUP_MERCHANT;
    },
    /** False until an operator creates the first merchant (production starts empty). */
    configured: () => current().merchants.length > 0,
    /** The merchant's public base URL, e.g. `https://thailand.example.com`: every link the platform hands out starts with it. */
    publicBaseUrl(code: string): string {
      return baseUrlOf(this.settings(code).domainRoute.mainDomain, deps.siteUrl);
    },
    settings(code: string): MerchantSettings {
      const s = current().settings.get(code);
      if (!s) throw new AppError('merchant.not_found');
      return s;
    },
    registerFields: (code: string) => current().registerFields.get(code) ?? [],

    listBlocks(actor: Actor, code: string): Block[] {
      assertScope(actor, code);
      requireMerchant(code);
      return current().blocks.get(code) ?? [];
    },

    /**
     * A mobile number as a player typed it: digits only, no trunk prefix, within the merchant's digit
     * rule (the registration field's, else the country's); the dialing code defaults to the merchant's.
     */
    parseMobile(code: string, raw: string, dialingRaw?: string): { mobile: string; dialingCode: string } {
      const merchant = requireMerchant(code);
      const mobile = normalizeMobile(raw);
      const rule = this.registerFields(code).find((f) => f.field === 'mobileNum');
      const min = rule?.minLength ?? merchant.phoneDigitsMin;
      const max = rule?.maxLength ?? merchant.phoneDigitsMax;
      if (!/^\d+$/.test(mobile) || mobile.length < min || mobile.length > max) throw new AppError('verification.mobile_invalid');
      return { mobile, dialingCode: dialingRaw?.replace(/\D/g, '') || merchant.dialingCode };
    },

    /** 2 when the operator restricted the site or the visitor's country or IP is blocked; else the operator's status. */
    statusFor(code: string, ip: string, countryCode: string | null): SystemStatus {
      const settings = this.settings(code);
      if (settings.status === 2) return 2;
      const blocked = (current().blocks.get(code) ?? []).some((b) =>
        b.kind === 'COUNTRY' ? b.value === countryCode : ipInCidr(ip, b.value));
      if (blocked) return 2;
      return settings.status;
    },

    /** Status 1 or 2 replaces that status's notices with these (blank ones left out); 0 keeps both for next time. */
    setStatus(actor: Actor, code: string, status: SystemStatus, notices: StatusNotices) {
      const kept = Object.fromEntries(Object.entries(notices).filter(([, text]) => text?.trim())) as StatusNotices;
      const patch = status === 1 ? { status, maintenanceNotices: kept } : status === 2 ? { status, restrictionNotices: kept } : { status };
      return auditedSettingsChange(actor, code, 'system.status.set', Object.keys(patch) as (keyof repo.SettingsRow)[], patch);
    },

    setFeatures(actor: Actor, code: string, flags: Partial<FeatureFlags>) {
      const features = { ...this.settings(code).features, ...flags };
      return auditedSettingsChange(actor, code, 'system.features.set', ['features'], { features });
    },

    /** New limits apply to sessions from now on: idle time is checked on each request, the absolute limit at login. */
    setSessionPolicy(actor: Actor, code: string, policy: { idleMinutes: number; maxHours: number }) {
      const patch = { sessionIdleMinutes: policy.idleMinutes, sessionMaxHours: policy.maxHours };
      return auditedSettingsChange(actor, code, 'system.session_policy.set', ['sessionIdleMinutes', 'sessionMaxHours'], patch);
    },

    /**
     * Money settings change only through an approval (decision 0052): these write inside the
     * approval's transaction; `changed` then tells every process once it committed.
     */
    setWalletModeWithin(tx: Db, actor: Actor, code: string, isSingle: boolean) {
      return settingsChangeWithin(tx, actor, code, 'system.wallet_mode.set', ['singleWallet'], { singleWallet: isSingle });
    },

    /** The wallet's money limits (decision 0033); the wallet module checks the values before calling. */
    setMoneyLimitsWithin(tx: Db, actor: Actor, code: string, moneyLimits: MerchantSettings['moneyLimits']) {
      return settingsChangeWithin(tx, actor, code, 'wallet.limits.set', ['moneyLimits'], { moneyLimits });
    },

    /** Reloads this process's snapshot and tells the others (after a change committed elsewhere). */
    changed,

    setWhitelabel(actor: Actor, code: string, whitelabel: Whitelabel) {
      return auditedSettingsChange(actor, code, 'system.whitelabel.set', ['whitelabel'], { whitelabel });
    },

    /** The support channels players reach from "live chat" and the status screens (decision 0039), audited. */
    async setSupportChannels(actor: Actor, code: string, channels: SupportChannelInput[]) {
      const customerService = channels.map((c) => ({ type: c.type, label: c.label, url: supportChannelUrl(c) }));
      await auditedSettingsChange(actor, code, 'merchant.support_channels.set', ['customerService'], { customerService });
      return customerService;
    },

    /**
     * Sets (or with null removes) one social provider's client. Not through auditedSettingsChange: the
     * audit row must show which client changed without ever holding the secret, so it records
     * `redact`ed views of the entry instead of the column.
     */
    async setSocialProvider(actor: Actor, code: string, provider: string, config: SocialProviderConfig | null, redact: (c: SocialProviderConfig) => unknown) {
      assertScope(actor, code);
      requireMerchant(code);
      await db.transaction(async (tx) => {
        const before = await repo.findSettings(tx, code);
        if (!before) throw new AppError('merchant.not_found');
        const { [provider]: previous, ...others } = before.socialProviders ?? {};
        await repo.updateSettings(tx, code, { socialProviders: config ? { ...others, [provider]: config } : others });
        await audit.record(tx, actor, {
          merchantCode: code, action: config ? 'system.social_provider.set' : 'system.social_provider.remove', target: `merchant:${code}:social:${provider}`,
          before: previous ? redact(previous) : null, after: config ? redact(config) : null,
        });
      });
      await changed();
    },

    async setRegisterFields(actor: Actor, code: string, fields: RegisterFieldConfig[]) {
      assertScope(actor, code);
      requireMerchant(code);
      // Fields the operator did not send keep their current config, so a partial list is safe.
      const merged = new Map(this.registerFields(code).map((f) => [f.field, f]));
      for (const f of fields) merged.set(f.field, f);
      const ordered = REGISTER_FIELDS.flatMap((name, sort) => {
        const f = merged.get(name);
        return f ? [{ ...f, merchantCode: code, sort }] : [];
      });
      await db.transaction(async (tx) => {
        const before = await repo.listRegisterFields(tx, code);
        await repo.replaceRegisterFields(tx, code, ordered);
        await audit.record(tx, actor, {
          merchantCode: code, action: 'system.register_fields.set', target: `merchant:${code}`,
          before: before.map(toField), after: ordered.map(toField),
        });
      });
      await changed();
    },

    /** `domainRoute`: the main domain and mirrors, written with the merchant (one transaction, one reload). */
    async createMerchant(actor: Actor, input: MerchantInput, domainRoute?: MerchantSettings['domainRoute']) {
      const settings = { ...defaultSettings(), ...(domainRoute ? { domainRoute } : {}) };
      const fields = defaultRegisterFields(input);
      if (actor.merchantCode !== null) throw new AppError('auth.forbidden');
      if (current().byCode.has(input.merchantCode)) throw new AppError('merchant.code_taken');
      await db.transaction(async (t) => {
        const { merchantCode, ...rest } = input;
        await repo.insertMerchant(t, { code: merchantCode, ...rest, sort: current().merchants.length });
        await repo.insertSettings(t, { merchantCode, ...settings, whitelabel: settings.whitelabel });
        await repo.replaceRegisterFields(t, merchantCode, fields.map((f, sort) => ({ ...f, merchantCode, sort })));
        await audit.record(t, actor, { merchantCode, action: 'merchant.create', target: `merchant:${merchantCode}`, before: null, after: domainRoute ? { ...input, domainRoute } : input });
      });
      await changed();
      return requireMerchant(input.merchantCode);
    },

    /**
     * The main domain (base of every link) and the mirror list (spec §3 domainRoute), audited. A merchant
     * bound operator may set its own merchant's.
     */
    async setDomains(actor: Actor, code: string, input: MerchantDomainsBody) {
      const allowHttp = deps.allowHttpDomains ?? false;
      const mainDomain = normalizeDomain(input.mainDomain, allowHttp);
      if (!mainDomain) throw new AppError('merchant.domain_invalid', { field: 'mainDomain' });
      const mirrors = input.mirrors.map((m, i) => {
        const url = normalizeDomain(/^[a-z]+:\/\//i.test(m.url) ? m.url : `https://${m.url}`, allowHttp);
        if (!url) throw new AppError('merchant.domain_invalid', { field: `mirrors.${i}.url` });
        return { url, label: m.label };
      });
      await auditedSettingsChange(actor, code, 'merchant.domains.set', ['domainRoute'], { domainRoute: { mainDomain, mirrors } });
      return this.settings(code).domainRoute;
    },

    templates: () => MERCHANT_TEMPLATES,

    /**
     * A merchant from one of the six market templates (spec §1): its currency, languages, phone rules and
     * time zone, the default settings and registration fields, and its main domain. No players, games or
     * money come with it (those are demo data); vendors, games and deposit channels are added by operators.
     */
    async createFromTemplate(actor: Actor, input: MerchantFromTemplateBody) {
      const template = MERCHANT_TEMPLATES.find((t) => t.merchantCode === input.template);
      if (!template) throw new AppError('merchant.template_unknown');
      const mainDomain = normalizeDomain(input.mainDomain, deps.allowHttpDomains ?? false);
      if (!mainDomain) throw new AppError('merchant.domain_invalid', { field: 'mainDomain' });
      const { isDefault: _templateDefault, ...fields } = template;
      return this.createMerchant(actor, { ...fields, merchantCode: input.merchantCode ?? template.merchantCode }, { mainDomain, mirrors: [] });
    },

    async updateMerchant(actor: Actor, code: string, input: Omit<MerchantInput, 'merchantCode'>) {
      assertScope(actor, code);
      const before = requireMerchant(code);
      await db.transaction(async (tx) => {
        await repo.updateMerchant(tx, code, input);
        await audit.record(tx, actor, { merchantCode: code, action: 'merchant.update', target: `merchant:${code}`, before, after: input });
      });
      await changed();
      return requireMerchant(code);
    },

    async addBlock(actor: Actor, code: string, input: { kind: 'COUNTRY' | 'IP'; value: string; note: string }) {
      assertScope(actor, code);
      requireMerchant(code);
      const value = input.kind === 'COUNTRY'
        ? (/^[A-Za-z]{2}$/.test(input.value) ? input.value.toUpperCase() : null)
        : canonicalCidr(input.value);
      if (!value) throw new AppError('block.invalid_value');
      const created = await db.transaction(async (tx) => {
        const row = await repo.insertBlock(tx, { merchantCode: code, kind: input.kind, value, note: input.note });
        if (!row) throw new AppError('block.exists');
        await audit.record(tx, actor, { merchantCode: code, action: 'system.block.add', target: `merchant:${code}`, before: null, after: toBlock(row) });
        return toBlock(row);
      });
      await changed();
      return created;
    },

    async removeBlock(actor: Actor, code: string, id: number) {
      assertScope(actor, code);
      requireMerchant(code);
      await db.transaction(async (tx) => {
        const gone = await repo.deleteBlock(tx, code, id);
        if (!gone) throw new AppError('block.not_found');
        await audit.record(tx, actor, { merchantCode: code, action: 'system.block.remove', target: `merchant:${code}`, before: toBlock(gone), after: null });
      });
      await changed();
    },
  };
}
export type MerchantService = ReturnType<typeof createMerchantService>;
