/** POST /wps/session/login (spec §7, E): a failure with value.captcha asks for the captcha field. */
import type { z } from 'zod';
import type { loginResponse } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export type LoginResult = z.infer<typeof loginResponse>;

export interface LoginInput {
  username: string;
  password: string;
  type: 'username' | 'sms';
  captcha?: string;
  site: 'member' | 'agent';
}

export function createSession(body: LoginInput): Promise<LoginResult> {
  return apiRequest<LoginResult>('/wps/session/login', { method: 'POST', body, encrypted: true });
}
