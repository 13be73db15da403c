import { parseLanguage, type Language } from '@platform/contracts';
import type { SiteMerchants } from './pages';

/** The request's cookie `lang` (the web app sets it when the player picks a language). */
function cookieLanguage(cookie: string | undefined): string | undefined {
  if (!cookie) return undefined;
  const m = /(?:^|;\s*)lang=([^;]*)/.exec(cookie);
  if (!m?.[1]) return undefined;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return undefined;
  }
}

function hostOf(domain: string): string | null {
  try {
    return new URL(/^https?:\/\//i.test(domain) ? domain : `https://${domain}`).host.toLowerCase();
  } catch {
    return null;
  }
}

const offeredLanguages = (langList: readonly string[]) => langList.map((l) => parseLanguage(l)).filter((l): l is Language => !!l);

/**
 * Who a page request is for. The merchant is chosen by the Host header among the configured main domains
 * and mirrors (a selection only: every link is still built from configuration), else the default merchant.
 */
export function createVisitors(merchants: SiteMerchants) {
  let hosts: Map<string, string> | undefined;
  merchants.onChange(() => {
    hosts = undefined;
  });

  function hostMap(): Map<string, string> {
    if (hosts) return hosts;
    const map = new Map<string, string>();
    for (const m of merchants.list()) {
      const route = merchants.settings(m.merchantCode).domainRoute;
      for (const domain of [route.mainDomain, ...route.mirrors.map((x) => x.url)]) {
        const host = hostOf(domain);
        if (host && !map.has(host)) map.set(host, m.merchantCode);
      }
    }
    hosts = map;
    return map;
  }

  return {
    merchantFor(host: string | undefined) {
      return merchants.resolve(host ? hostMap().get(host.toLowerCase()) : undefined);
    },
    /** `?lang=` > cookie `lang` > the merchant's first language; only languages the merchant offers count. */
    languageFor(merchant: { langList: readonly string[] }, query: string | undefined, cookie: string | undefined): Language {
      const offered = offeredLanguages(merchant.langList);
      for (const raw of [query, cookieLanguage(cookie)]) {
        const l = parseLanguage(raw);
        if (l && offered.includes(l)) return l;
      }
      return offered[0] ?? 'EN';
    },
    languagesOf: (merchant: { langList: readonly string[] }) => offeredLanguages(merchant.langList),
  };
}

export type Visitors = ReturnType<typeof createVisitors>;
