/** Vendors of the catalogue's categories, each once (in catalogue order), optionally of one category only. */
import type { VendorCategory } from '@platform/contracts';

export type CategoryVendor = VendorCategory['vendors'][number];

export function uniqueVendors(categories: readonly VendorCategory[] | undefined, gameCategory?: string): CategoryVendor[] {
  const seen = new Map<string, CategoryVendor>();
  for (const category of categories ?? []) {
    if (gameCategory && category.gameCategory !== gameCategory) continue;
    for (const vendor of category.vendors) if (!seen.has(vendor.vassalage)) seen.set(vendor.vassalage, vendor);
  }
  return [...seen.values()];
}
