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
  readonly countryCode: string | null;
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

/** A class, not an object literal with a getter: it is built on every request and stays cheap to create. */
class Context implements RequestContext {
  private country: string | null | undefined;
  constructor(
    readonly merchant: Merchant,
    readonly language: Language,
    readonly device: Device,
    readonly ip: string,
  ) {}

  /** Looked up only by the handlers that need it. */
  get countryCode(): string | null {
    if (this.country === undefined) this.country = countryOf(this.ip);
    return this.country;
  }
}

export function buildContext(req: FastifyRequest, resolveMerchant: (code: string | undefined) => Merchant): RequestContext {
  const merchant = resolveMerchant(header(req, 'merchant')?.trim().toLowerCase());
  // A bundle we ship wins even if the merchant does not list it: errors should read in the player's language.
  const language = parseLanguage(header(req, 'language')) ?? pickLanguage(undefined, merchant.langList);
  const deviceRaw = header(req, 'device');
  const device = deviceRaw === 'WEB' || deviceRaw === undefined ? 'WEB' : parseDevice(deviceRaw);
  return new Context(merchant, language, device, normalizeIp(req.ip));
}

function parseDevice(raw: string): Device {
  const upper = raw.toUpperCase();
  return (DEVICES as readonly string[]).includes(upper) ? (upper as Device) : 'WEB';
}
