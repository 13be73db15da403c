/**
 * Vendor count per game category, from the catalogue (GCSGAME_getVassGameType): a category entry of
 * the navigation shows only when it has at least one vendor (spec §2). While the call is in flight
 * or failed, the map is empty and the menus show home and promotions only.
 */
import { useMemo } from 'react';
import { GAME_CATEGORIES, type GameCategory } from '../../../lib/navigation';
import { useVendorCategories } from '../../../lib/get-vendor-categories';

const KNOWN = new Set<string>(GAME_CATEGORIES);

export function useCategoryVendorCounts(): ReadonlyMap<GameCategory, number> {
  const { data } = useVendorCategories();
  return useMemo(() => {
    const counts = new Map<GameCategory, number>();
    for (const category of data ?? []) {
      if (KNOWN.has(category.gameCategory)) counts.set(category.gameCategory as GameCategory, category.vendors.length);
    }
    return counts;
  }, [data]);
}
