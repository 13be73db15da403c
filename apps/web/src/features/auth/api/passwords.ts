/**
 * Password recovery and change (spec §4, §7): by phone (E, logs in), by e-mail (a link; the same
 * answer whether or not the details match), with the e-mail link's token (E), and the logged-in
 * change (T, E).
 */
import { apiRequest } from '../../../lib/api-client';
import type { LoginResult } from './create-session';

export function resetPasswordByPhone(body: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string }): Promise<LoginResult> {
  return apiRequest<LoginResult>('/wps/member/password/verification', { method: 'PUT', body, encrypted: true });
}

export function requestPasswordEmail(body: { username: string; email: string }): Promise<unknown> {
  return apiRequest<unknown>('/wps/member/password/email', { method: 'POST', body });
}

export function resetPasswordWithToken(body: { token: string; newPassword: string }): Promise<unknown> {
  return apiRequest<unknown>('/wps/member/password/reset', { method: 'PUT', body, encrypted: true });
}

export function changePassword(body: { oldPassword: string; newPassword: string; confirmNewPassword: string }): Promise<unknown> {
  return apiRequest<unknown>('/wps/member/password', { method: 'PUT', body, encrypted: true });
}
