import crypto from 'node:crypto';
import type { Language, Permission, RegionEntry } from '@platform/contracts';
import { FALLBACK_LANGUAGE, RESOURCE_TYPES, permissionSchema } from '@platform/contracts';
import type { Db } from '../../db/client';
import type { Cache } from '../../lib/cache';
import { encryptServiceLink, generateRsaPrivateKeyPem, loadRsaKey, type RsaKey } from '../../lib/crypto';
import { articleHtml } from '../../lib/html';
import type { RequestContext } from '../../http/context';
import { helpArticleRows } from '../../db/seed/help';
import type { Actor, AuditService } from '../audit/service';
import type { MerchantService } from '../merchant/service';
import { defaultNotice } from './notices';
import * as repo from './repo';

const HELP_TTL_SECONDS = 300;

/** Public system data: status, permission payload, whitelabel, registration config, help center, RSA key. */
export function createSystemService(deps: { db: Db; cache: Cache; merchants: MerchantService; audit: AuditService; rsaPrivateKey?: string; staging?: boolean }) {
  const { db, cache, merchants, audit } = deps;
  let rsa: RsaKey | undefined;
  // The static part of the permission payload per merchant+language, rebuilt after any settings change.
  const infoCache = new Map<string, Permission['info']>();
  const infoJsonCache = new Map<string, Buffer>();
  merchants.onChange(() => {
    infoCache.clear();
    infoJsonCache.clear();
  });

  function info(merchant: RegionEntry): Permission['info'] {
    const key = merchant.merchantCode;
    const hit = infoCache.get(key);
    if (hit) return hit;
    const s = merchants.settings(merchant.merchantCode);
    const resources = Object.fromEntries(
      RESOURCE_TYPES.filter((t) => s.resources[t]).map((t) => [t, s.resources[t]!]),
    );
    const built: Permission['info'] = {
      customerService: s.customerService.map((c) => ({
        type: c.type as Permission['info']['customerService'][number]['type'],
        label: c.label,
        link: encryptServiceLink(c.url),
      })),
      domainRoute: s.domainRoute,
      resources,
      whitelabel: s.whitelabel,
      register: merchants.registerFields(merchant.merchantCode),
      mainDomain: s.domainRoute.mainDomain,
      analytics: s.analytics,
      imageCDNs: s.imageCdns,
      launchGameCDNs: s.launchGameCdns,
      features: s.features,
      merchant,
      regions: merchants.list(),
      staging: deps.staging ?? false,
    };
    infoCache.set(key, built);
    return built;
  }

  /** The info part serialized to UTF-8 once per settings change, checked against its schema when built. */
  function infoBytes(merchant: RegionEntry): Buffer {
    let bytes = infoJsonCache.get(merchant.merchantCode);
    if (!bytes) {
      bytes = Buffer.from(`{"success":true,"value":{"info":${JSON.stringify(permissionSchema.shape.info.parse(info(merchant)))},`);
      infoJsonCache.set(merchant.merchantCode, bytes);
    }
    return bytes;
  }

  /** What differs per visitor: location, status and its notice, language. */
  function visitorPart(ctx: RequestContext, encryption: boolean): Omit<Permission, 'info'> {
    const code = ctx.merchant.merchantCode;
    const s = merchants.settings(code);
    const status = merchants.statusFor(code, ctx.ip, ctx.countryCode);
    return {
      location: { ip: ctx.ip, countryCode: ctx.countryCode },
      // The operator's words in the visitor's language, else the site's own notice in it (decision 0057).
      maintenance: status === 1 ? { notice: s.maintenanceNotices[ctx.language] || defaultNotice('maintenance', ctx.language) } : null,
      regionRestriction: status === 2 ? { notice: s.restrictionNotices[ctx.language] || defaultNotice('restricted', ctx.language) } : null,
      status,
      encryption,
      language: ctx.language,
    };
  }

  return {
    async start() {
      const pem = deps.rsaPrivateKey ?? (await repo.getSystemKey(db, 'rsa_private_key'))
        ?? (await repo.putSystemKeyIfAbsent(db, 'rsa_private_key', generateRsaPrivateKeyPem()));
      rsa = loadRsaKey(pem!);
    },

    /** A random secret shared by every process of the platform (first writer wins), e.g. for HMAC signatures. */
    async secret(name: string): Promise<string> {
      return (await repo.getSystemKey(db, name)) ?? (await repo.putSystemKeyIfAbsent(db, name, crypto.randomBytes(32).toString('base64url')))!;
    },

    rsaKey(): RsaKey {
      if (!rsa) throw new Error('system service not started');
      return rsa;
    },

    status(ctx: RequestContext) {
      return { status: merchants.statusFor(ctx.merchant.merchantCode, ctx.ip, ctx.countryCode), ip: ctx.ip, countryCode: ctx.countryCode };
    },

    permission(ctx: RequestContext, encryption: boolean): Permission {
      return { info: info(ctx.merchant), ...visitorPart(ctx, encryption) };
    },

    /**
     * The whole permission envelope as UTF-8 JSON. It is every visitor's first call, so the ~8 KB of
     * static info is kept encoded and only the small per-visitor part is serialized per request.
     */
    permissionJson(ctx: RequestContext, encryption: boolean): Buffer {
      const tail = Buffer.from(`${JSON.stringify(visitorPart(ctx, encryption)).slice(1)},"errorCode":null,"message":null}`);
      return Buffer.concat([infoBytes(ctx.merchant), tail]);
    },

    whitelabel: (ctx: RequestContext) => merchants.settings(ctx.merchant.merchantCode).whitelabel,
    registerConfig: (ctx: RequestContext) => merchants.registerFields(ctx.merchant.merchantCode),
    domainRoute: (ctx: RequestContext) => merchants.settings(ctx.merchant.merchantCode).domainRoute,
    regions: () => merchants.list(),

    /** A new merchant's help center from the product's texts in every language (not demo data: the articles a site starts with). */
    async seedHelpCenter(actor: Actor, merchantCode: string) {
      merchants.assertOperatorScope(actor, merchantCode);
      const rows = helpArticleRows(merchantCode, merchants.settings(merchantCode).whitelabel.siteName);
      await db.transaction(async (tx) => {
        const written = await repo.insertHelpArticlesIfNone(tx, merchantCode, rows);
        if (written) await audit.record(tx, actor, { merchantCode, action: 'system.help_center.seed', target: `merchant:${merchantCode}`, before: null, after: { articles: written } });
      });
    },

    /** Articles in the asked language, falling back to EN per merchant when it has none in that language. */
    async helpCenter(ctx: RequestContext, lang: Language, device: string) {
      const code = ctx.merchant.merchantCode;
      // v2: the articles are kept as the safe HTML they are served as (an older entry held them raw).
      const cacheKey = `help:v2:${code}:${lang}:${device}`;
      const cached = await cache.get(cacheKey);
      if (cached) return JSON.parse(cached) as HelpCategory[];
      let rows = await repo.listHelpArticles(db, code, lang, ['ALL', device]);
      if (rows.length === 0 && lang !== FALLBACK_LANGUAGE) rows = await repo.listHelpArticles(db, code, FALLBACK_LANGUAGE, ['ALL', device]);
      const categories: HelpCategory[] = [];
      for (const r of rows) {
        let cat = categories.find((c) => c.id === r.categoryKey);
        if (!cat) categories.push((cat = { id: r.categoryKey, title: r.categoryTitle, items: [] }));
        // Served as safe HTML: the page shows it as it comes, with no cleaner of its own to load (decision 0041).
        cat.items.push({ id: r.articleKey, title: r.title, content: articleHtml(r.content) });
      }
      await cache.set(cacheKey, JSON.stringify(categories), HELP_TTL_SECONDS);
      return categories;
    },
  };
}

interface HelpCategory { id: string; title: string; items: { id: string; title: string; content: string }[] }
export type SystemService = ReturnType<typeof createSystemService>;
