/**
 * The navigation's category click (spec §4): home, promotions, PVP, fishing and RNG follow their
 * link; another category with a single vendor launches that vendor instead of opening its page.
 */
import { useCallback, type MouseEvent } from 'react';
import { useVendorCategories } from '../../../lib/get-vendor-categories';
import { useGameLauncher } from '../components/game-launcher';
import { categoryClick } from '../lib/launch-rules';

export function useCategoryClick() {
  const { data } = useVendorCategories();
  const { launchVendor } = useGameLauncher();
  return useCallback(
    (entry: { category: string; path: string }, event: MouseEvent) => {
      const vendors = data?.find((c) => c.gameCategory === entry.category)?.vendors ?? [];
      const action = categoryClick(entry, vendors.map((v) => v.vassalage));
      if (action.kind === 'launch') {
        event.preventDefault();
        launchVendor(action.vassalage, vendors[0]?.gameType ?? entry.category);
      }
    },
    [data, launchVendor],
  );
}
