import { describe, expect, it } from 'vitest';
import type { VendorCategory } from '@platform/contracts';
import { uniqueVendors } from './vendors';

const vendor = (vassalage: string, gameType: string) => ({ vassalage, name: vassalage, iconUrl: '', status: 'active' as const, maintenance: false, walletMode: 'seamless' as const, gameType, gameCount: 1 });
const categories: VendorCategory[] = [
  { gameCategory: 'RNG', gameType: 'RNG', vendors: [vendor('PG', 'RNG'), vendor('JL', 'RNG')] },
  { gameCategory: 'FISH', gameType: 'FISH', vendors: [vendor('JL', 'FISH'), vendor('FC', 'FISH')] },
];

describe('unique vendors', () => {
  it('lists each vendor once, in catalogue order', () => {
    expect(uniqueVendors(categories).map((v) => v.vassalage)).toEqual(['PG', 'JL', 'FC']);
  });

  it('keeps to one category when asked', () => {
    expect(uniqueVendors(categories, 'FISH').map((v) => v.vassalage)).toEqual(['JL', 'FC']);
    expect(uniqueVendors(categories, 'LIVE')).toEqual([]);
    expect(uniqueVendors(undefined)).toEqual([]);
  });
});
