/** GET /wps/captcha (spec §7): a base64 PNG; the server ties the answer to this browser by cookie. */
import { apiRequest } from '../../../lib/api-client';

export async function getCaptcha(): Promise<string> {
  const value = await apiRequest<string>('/wps/captcha');
  return value.startsWith('data:') ? value : `data:image/png;base64,${value}`;
}
