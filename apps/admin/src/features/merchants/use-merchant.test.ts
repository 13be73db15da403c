import type { RegionEntry } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { pickMerchant } from './use-merchant';

const merchant = (merchantCode: string, isDefault = false) => ({ merchantCode, isDefault }) as RegionEntry;

describe('the merchant in use', () => {
  it('is the one in the URL when the operator reaches it, else the default, else the first', () => {
    const all = [merchant('myanmar'), merchant('thailand', true)];
    expect(pickMerchant(all, 'myanmar')?.merchantCode).toBe('myanmar');
    expect(pickMerchant(all, 'brazil')?.merchantCode).toBe('thailand');
    expect(pickMerchant(all, null)?.merchantCode).toBe('thailand');
    expect(pickMerchant([merchant('india')], 'thailand')?.merchantCode).toBe('india');
    expect(pickMerchant([], 'thailand')).toBeUndefined();
  });
});
