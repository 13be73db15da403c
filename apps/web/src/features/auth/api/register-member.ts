/**
 * PUT /wps/member/register and /wps/member/register/mobile (spec §7, E). Success logs the player in;
 * member.form_invalid carries the field problems in `details`.
 */
import type { RegisterBody } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { LoginResult } from './create-session';

export type RegisterMode = 'username' | 'mobile';

export function registerMember(mode: RegisterMode, body: Partial<RegisterBody>): Promise<LoginResult> {
  const path = mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register';
  return apiRequest<LoginResult>(path, { method: 'PUT', body, encrypted: true });
}
