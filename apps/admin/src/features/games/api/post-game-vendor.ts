/** POST /wps/operator/merchants/:code/game-vendors: a new vendor (code and name required, the rest has the server's defaults); audited. */
import type { OperatorVendor, VendorCreateBody } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { catalogueBase, useCatalogueChange } from './use-catalogue-change';

/** What the form sends: the contract's required fields, the others left to the server's defaults when absent. */
export type VendorCreateInput = Pick<VendorCreateBody, 'code' | 'name'> & Partial<Omit<VendorCreateBody, 'code' | 'name'>>;

export const postGameVendor = (merchantCode: string, body: VendorCreateInput) =>
  apiRequest<OperatorVendor>(`${catalogueBase(merchantCode)}/game-vendors`, { method: 'POST', body });

export const useAddVendor = (merchantCode: string | undefined) => useCatalogueChange(postGameVendor, merchantCode);
