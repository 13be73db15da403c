/** What happens when a visitor picks a region (and optionally a language) in the picker. */
import type { Language, RegionEntry } from '@platform/contracts';
import { changeLanguage } from '../../../lib/language';
import { storeChosenLanguage, storeMerchant, switchMerchant } from '../../../lib/storage';

/**
 * Same merchant as the one on screen: just remember it (and switch language in place).
 * Another merchant: storage is reset as spec §1 says and the app reloads at the root.
 */
export async function chooseRegion(entry: RegionEntry, activeMerchantCode: string, language?: Language): Promise<'kept' | 'reloading'> {
  if (entry.merchantCode === activeMerchantCode) {
    storeMerchant(entry.merchantCode, entry.currency);
    if (language) await changeLanguage(language);
    return 'kept';
  }
  if (language) storeChosenLanguage(language);
  switchMerchant(entry.merchantCode);
  return 'reloading';
}
