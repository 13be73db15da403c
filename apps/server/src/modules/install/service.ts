/**
 * Installable (decision 0039): the web app manifest and app icons of each merchant, from its whitelabel
 * (name, colours, logo). Icons render at their first request and stay in memory until the merchant's
 * settings change; each icon URL carries a version of what it was drawn from, so browsers may keep it
 * for a year.
 */
import crypto from 'node:crypto';
import { LANGUAGE_TAGS, type WebManifest } from '@platform/contracts';
import type { Merchant, MerchantService } from '../merchant/service';
import { ICON_KINDS, readLogoSvg, renderIcon, type IconBrand, type IconFile } from './icons';

interface Brand extends IconBrand {
  version: string;
}

export interface InstallDeps {
  merchants: MerchantService;
  /** Where the logo's path is looked up: the built web app, then the web sources' public folder. */
  assetRoots: string[];
}

export function createInstallService({ merchants, assetRoots }: InstallDeps) {
  const brands = new Map<string, Brand>();
  const icons = new Map<string, Buffer>();
  merchants.onChange(() => {
    brands.clear();
    icons.clear();
  });

  function brandOf(code: string): Brand {
    const cached = brands.get(code);
    if (cached) return cached;
    const { whitelabel } = merchants.settings(code);
    const logoSvg = readLogoSvg(whitelabel.logoUrl, assetRoots);
    const background = whitelabel.theme.background;
    const accent = whitelabel.theme.primary;
    const version = crypto.createHash('sha256').update(JSON.stringify([whitelabel.siteName, background, accent, logoSvg])).digest('hex').slice(0, 12);
    const brand = { siteName: whitelabel.siteName, logoSvg, background, accent, version };
    brands.set(code, brand);
    return brand;
  }

  const iconUrl = (file: IconFile, version: string) => (file === 'apple-touch-icon.png' ? `/${file}?v=${version}` : `/icons/${file}?v=${version}`);

  return {
    /** The merchant's brand version: part of every icon URL, and the manifest's ETag. */
    version: (code: string) => brandOf(code).version,

    manifest(merchant: Merchant): WebManifest {
      const brand = brandOf(merchant.merchantCode);
      const name = brand.siteName.trim();
      // Launchers cut names past about 12 characters; the full name stays in `name`.
      const shortName = Array.from(name).length <= 12 ? name : Array.from(name).slice(0, 12).join('').trim();
      const files = ['icon-192.png', 'icon-512.png', 'maskable-512.png'] as const;
      return {
        id: '/',
        name,
        short_name: shortName,
        lang: LANGUAGE_TAGS[merchant.langList[0] ?? 'EN'],
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        // The status bar and splash screen take the page's own background, so the app opens without a flash.
        theme_color: brand.background,
        background_color: brand.background,
        icons: files.map((file) => ({
          src: iconUrl(file, brand.version),
          sizes: `${ICON_KINDS[file].size}x${ICON_KINDS[file].size}`,
          type: 'image/png' as const,
          purpose: ICON_KINDS[file].purpose,
        })),
      };
    },

    /** The PNG and the version it was drawn from. */
    icon(code: string, file: IconFile): { png: Buffer; version: string } {
      const brand = brandOf(code);
      const key = `${code}:${file}`;
      let png = icons.get(key);
      if (!png) {
        png = renderIcon(file, brand);
        icons.set(key, png);
      }
      return { png, version: brand.version };
    },

    appleTouchIconUrl: (code: string) => iconUrl('apple-touch-icon.png', brandOf(code).version),
  };
}

export type InstallService = ReturnType<typeof createInstallService>;
