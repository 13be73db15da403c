import { z } from 'zod';
import { LANGUAGES } from './languages';

export const languageSchema = z.enum(LANGUAGES);

/** A region entry as the region picker shows it (spec §3). */
export const regionEntry = z.object({
  merchantCode: z.string(),
  country: z.string(),
  countryName: z.string(),
  currency: z.string(),
  /** ISO 4217 code for Intl; IDRK is shown in thousands of IDR. */
  isoCurrency: z.string(),
  currencySymbol: z.string(),
  langList: z.array(languageSchema),
  dialingCode: z.string(),
  phoneDigitsMin: z.number().int(),
  phoneDigitsMax: z.number().int(),
  timeZone: z.string(),
  isDefault: z.boolean(),
});
export type RegionEntry = z.infer<typeof regionEntry>;

/**
 * A merchant's domains (spec §3 domainRoute): the main domain is the base of every link the platform
 * hands out (reset links, payment callbacks, social redirect URIs), so it is validated on the server.
 */
export const merchantDomainsBody = z.object({
  /** A host name (`www.example.com`, https assumed) or an https origin; http only outside production. */
  mainDomain: z.string().trim().min(1).max(253),
  mirrors: z.array(z.object({ url: z.string().trim().min(1).max(300), label: z.string().trim().min(1).max(60) })).max(20).default([]),
});
export type MerchantDomainsBody = z.infer<typeof merchantDomainsBody>;

/** A new merchant from one of the six market templates of spec §1 (currency, languages, phone rules, time zone). */
export const merchantFromTemplateBody = z.object({
  template: z.string().trim().min(1).max(32),
  /** Defaults to the template's own code. */
  merchantCode: z.string().trim().regex(/^[a-z][a-z0-9_-]{1,31}$/).optional(),
  mainDomain: z.string().trim().min(1).max(253),
});
export type MerchantFromTemplateBody = z.infer<typeof merchantFromTemplateBody>;

/** Fields an operator may set on a merchant. */
export const merchantInput = z.object({
  merchantCode: z.string().trim().regex(/^[a-z][a-z0-9_-]{1,31}$/),
  country: z.string().trim().regex(/^[A-Z]{2}$/),
  countryName: z.string().trim().min(1).max(64),
  currency: z.string().trim().regex(/^[A-Z]{3,5}$/),
  isoCurrency: z.string().trim().regex(/^[A-Z]{3}$/),
  currencySymbol: z.string().trim().min(1).max(8),
  langList: z.array(languageSchema).min(1).max(8),
  dialingCode: z.string().trim().regex(/^\d{1,4}$/),
  phoneDigitsMin: z.number().int().min(4).max(15),
  phoneDigitsMax: z.number().int().min(4).max(15),
  timeZone: z.string().trim().min(1).max(64),
}).refine((m) => m.phoneDigitsMin <= m.phoneDigitsMax, { message: 'phoneDigitsMin must not exceed phoneDigitsMax', path: ['phoneDigitsMin'] });
export type MerchantInput = z.infer<typeof merchantInput>;
