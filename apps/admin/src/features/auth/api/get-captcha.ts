/** GET /wps/captcha: a base64 PNG; the server ties its answer to this browser by an HttpOnly cookie. */
import { apiRequest } from '../../../lib/api-client';

export async function getCaptcha(): Promise<string> {
  const value = await apiRequest<string>('/wps/captcha');
  return value.startsWith('data:') ? value : `data:image/png;base64,${value}`;
}
