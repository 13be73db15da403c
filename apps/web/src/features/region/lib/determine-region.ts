/**
 * Region determination at start-up (spec §4): a stored region wins; else the visitor's country
 * (from the permission payload) when one of the merchants serves it; else the default merchant is
 * shown and the region-selection modal opens.
 */
import type { RegionEntry } from '@platform/contracts';

export interface RegionDecision {
  merchant: RegionEntry;
  source: 'stored' | 'country' | 'default';
  /** True when the visitor must be asked (no or unsupported country). */
  needsPicker: boolean;
}

export function determineRegion(input: {
  storedMerchantCode: string | null;
  countryCode: string | null;
  regions: readonly RegionEntry[];
  /** The merchant the server resolved for this request (its default when none was sent). */
  serverMerchant: RegionEntry;
}): RegionDecision {
  const { storedMerchantCode, countryCode, regions, serverMerchant } = input;
  const stored = storedMerchantCode ? regions.find((r) => r.merchantCode === storedMerchantCode) : undefined;
  if (stored) return { merchant: stored, source: 'stored', needsPicker: false };

  const country = countryCode?.trim().toUpperCase();
  const byCountry = country ? regions.find((r) => r.country.toUpperCase() === country) : undefined;
  if (byCountry) return { merchant: byCountry, source: 'country', needsPicker: false };

  const fallback = regions.find((r) => r.isDefault) ?? serverMerchant;
  return { merchant: fallback, source: 'default', needsPicker: true };
}
