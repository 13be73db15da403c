/** POST /wps/operator/merchants/:code/game-vendors/reorder: every vendor's place times 10, all at once (all or nothing); audited. */
import { apiRequest } from '../../../lib/api-client';
import { catalogueBase, useCatalogueChange } from './use-catalogue-change';

export const postGameVendorsReorder = (merchantCode: string, vendors: string[]) =>
  apiRequest<{ updated: number }>(`${catalogueBase(merchantCode)}/game-vendors/reorder`, {
    method: 'POST', body: { items: vendors.map((code, i) => ({ code, sortOrder: i * 10 })) },
  });

export const useVendorOrder = (merchantCode: string | undefined) => useCatalogueChange(postGameVendorsReorder, merchantCode);
