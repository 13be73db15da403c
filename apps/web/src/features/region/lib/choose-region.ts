/** What happens when a visitor picks a region (and optionally a language) in the picker. */
import type { Language, RegionEntry } from '@platform/contracts';
import { changeLanguage } from '../../../lib/language';
import { storeChosenLanguage, storeMerchant, switchMerchant } from '../../../lib/storage';
import { useAppStore } from '../../../stores/app-store';

/**
 * Keeps the merchant on screen as the visitor's region, in storage and in the store: start-up
 * decides whether to ask from the store's merchant, so without it the next language change
 * (which re-runs that decision) would open the first-visit picker again.
 */
export function keepRegion(merchantCode: string, currency?: string): void {
  storeMerchant(merchantCode, currency);
  if (useAppStore.getState().merchantCode !== merchantCode) useAppStore.setState({ merchantCode });
}

/**
 * Same merchant as the one on screen: just remember it (and switch language in place).
 * Another merchant: storage is reset as spec §1 says and the app reloads at the root.
 */
export async function chooseRegion(entry: RegionEntry, activeMerchantCode: string, language?: Language): Promise<'kept' | 'reloading'> {
  if (entry.merchantCode === activeMerchantCode) {
    keepRegion(entry.merchantCode, entry.currency);
    if (language) await changeLanguage(language);
    return 'kept';
  }
  if (language) storeChosenLanguage(language);
  switchMerchant(entry.merchantCode);
  return 'reloading';
}
