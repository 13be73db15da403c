/** PATCH /wps/operator/merchants/:code/game-vendors/:vendor: only the fields given change; audited. */
import type { OperatorVendor, VendorPatchBody } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { catalogueBase, useCatalogueChange } from './use-catalogue-change';

export const patchGameVendor = (merchantCode: string, { vendor, body }: { vendor: string; body: VendorPatchBody }) =>
  apiRequest<OperatorVendor>(`${catalogueBase(merchantCode)}/game-vendors/${encodeURIComponent(vendor)}`, { method: 'PATCH', body });

export const usePatchVendor = (merchantCode: string | undefined) => useCatalogueChange(patchGameVendor, merchantCode);
