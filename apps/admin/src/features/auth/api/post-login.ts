/** POST /wps/operator/session/login: a session, or a ticket for the authenticator step or its enrolment. */
import type { OperatorLoginResponse } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export interface LoginInput {
  username: string;
  password: string;
  humanVerification?: string;
  captcha?: string;
}

export const postLogin = (body: LoginInput) => apiRequest<OperatorLoginResponse>('/wps/operator/session/login', { method: 'POST', body });
