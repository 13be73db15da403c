import type { FastifyRequest } from 'fastify';
import type { MerchantService } from '../modules/merchant/service';

/**
 * Whether a cookie set for this merchant carries `Secure` (decision 0031): whenever the merchant's public
 * site is https, and whenever the request itself came over https. The site's address decides rather than
 * the request's scheme: behind a TLS-terminating proxy that TRUST_PROXY_HOPS does not name, every request
 * looks like plain http, and a session cookie must still never travel over http.
 */
export function secureCookies(req: FastifyRequest, merchants: Pick<MerchantService, 'publicBaseUrl'>, merchantCode = req.ctx.merchant.merchantCode): boolean {
  return req.protocol === 'https' || merchants.publicBaseUrl(merchantCode).startsWith('https:');
}
