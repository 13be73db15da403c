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
