import { describe, expect, it } from 'vitest';
import type { RegionEntry } from '@platform/contracts';
import { determineRegion } from './determine-region';

function region(merchantCode: string, country: string, isDefault = false): RegionEntry {
  return {
    merchantCode, country, countryName: country, currency: 'X', isoCurrency: 'USD', currencySymbol: '$', langList: ['EN'],
    dialingCode: '1', phoneDigitsMin: 9, phoneDigitsMax: 10, timeZone: 'UTC', isDefault,
  };
}
const thailand = region('thailand', 'TH', true);
const indonesia = region('indonesia', 'ID');
const regions = [thailand, indonesia];

describe('determineRegion', () => {
  it('keeps a stored merchant even when the visitor is elsewhere', () => {
    expect(determineRegion({ storedMerchantCode: 'thailand', countryCode: 'ID', regions, serverMerchant: thailand }))
      .toEqual({ merchant: thailand, source: 'stored', needsPicker: false });
  });
  it('uses the visitor country when a merchant serves it', () => {
    expect(determineRegion({ storedMerchantCode: null, countryCode: 'id', regions, serverMerchant: thailand }))
      .toEqual({ merchant: indonesia, source: 'country', needsPicker: false });
  });
  it('opens the picker for an unsupported or missing country', () => {
    expect(determineRegion({ storedMerchantCode: null, countryCode: 'FR', regions, serverMerchant: thailand }).needsPicker).toBe(true);
    expect(determineRegion({ storedMerchantCode: null, countryCode: null, regions, serverMerchant: thailand }))
      .toEqual({ merchant: thailand, source: 'default', needsPicker: true });
  });
  it('ignores a stored merchant that no longer exists', () => {
    expect(determineRegion({ storedMerchantCode: 'gone', countryCode: 'ID', regions, serverMerchant: thailand }).merchant).toBe(indonesia);
  });
});
