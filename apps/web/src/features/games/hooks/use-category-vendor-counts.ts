/**
 * Vendor count per game category, which decides the category entries of the navigation.
 *
 * The game catalogue (GCSGAME_getVassGameType / GCSGAME_newGameVendor) belongs to the games issue;
 * until it exists this hook returns an empty map, so the navigation honestly shows only home and
 * promotions. When the games API lands, only this hook changes (a react-query call keyed by
 * merchant and language), and every menu follows.
 */
import type { GameCategory } from '../../../lib/navigation';

const NO_VENDORS: ReadonlyMap<GameCategory, number> = new Map();

export function useCategoryVendorCounts(): ReadonlyMap<GameCategory, number> {
  return NO_VENDORS;
}
