import type { Device, Language } from '@platform/contracts';
import { DEVICES, pickLanguage, parseLanguage } from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { Merchant } from '../modules/merchant/service';
import { countryOf, normalizeIp } from '../lib/geo';

/** What every handler knows about the caller before it runs. */
export interface RequestContext {
  merchant: Merchant;
  /** The language of the response: the requested bundle, else the merchant's first, else EN. */
  language: Language;
  device: Device;
  ip: string;
  countryCode: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    /** Calls marked E in the spec: the body arrives encrypted (see http/encryption.ts). */
    encrypted?: boolean;
  }
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export function buildContext(req: FastifyRequest, resolveMerchant: (code: string | undefined) => Merchant): RequestContext {
  const merchant = resolveMerchant(header(req, 'merchant')?.trim().toLowerCase());
  const requested = header(req, 'language');
  // A bundle we ship wins even if the merchant does not list it: errors should read in the player's language.
  const language = parseLanguage(requested) ?? pickLanguage(undefined, merchant.langList);
  const deviceRaw = header(req, 'device')?.toUpperCase();
  const device = (DEVICES as readonly string[]).includes(deviceRaw ?? '') ? (deviceRaw as Device) : 'WEB';
  const ip = normalizeIp(req.ip);
  let country: string | null | undefined;
  return {
    merchant, language, device, ip,
    // Looked up only by the handlers that need it.
    get countryCode() {
      if (country === undefined) country = countryOf(ip);
      return country;
    },
  };
}
