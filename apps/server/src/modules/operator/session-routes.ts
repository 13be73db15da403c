import {
  humanChallenge, okEnvelopeSchema, operatorEnrolBody, operatorEnrolConfirmBody, operatorEnrolResponse, operatorLoginBody, operatorLoginResponse,
  operatorMe, operatorPasswordChangeBody, operatorRecoveryCodes, operatorSessionEntry, operatorSessionIdParam, operatorTotpBody,
  operatorTotpConfirmBody, operatorUsernameParam, totpSetupResponse,
} from '@platform/contracts';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { tokenOf } from '../../http/member-auth';
import type { ZodFastify } from '../../http/types';
import type { Env } from '../../lib/env';
import { CAPTCHA_COOKIE } from '../verification/captcha';
import { DEVICE_DAYS, type LoginCookies, type LoginOutcome, type OperatorLogin } from './login';
import type { OperatorService } from './service';

/**
 * The trusted-browser cookie (decision 0032): a random token, stored hashed per operator. HttpOnly and
 * SameSite=Strict, and sent only to the session calls, so page scripts and other sites never see it.
 */
const DEVICE_COOKIE = 'op_device';
const DEVICE_PATH = '/wps/operator/session';

const tags = ['operator'];
const security = [{ token: [] }];

function cookiesOf(req: FastifyRequest): LoginCookies {
  const all = req.headers.cookie ? parseCookie(req.headers.cookie) : {};
  return { device: all[DEVICE_COOKIE], captchaId: all[CAPTCHA_COOKIE] };
}

/**
 * The answer, with the trusted-browser cookie when there is one. `Secure` over https and always in
 * production (decision 0031): the back office is served over https there, whatever scheme a proxy
 * that TRUST_PROXY_HOPS does not name makes the request look like.
 */
function answer<T>(req: FastifyRequest, reply: FastifyReply, outcome: LoginOutcome<T>, production: boolean) {
  if (outcome.deviceToken) {
    reply.header('set-cookie', stringifySetCookie({
      name: DEVICE_COOKIE, value: outcome.deviceToken, httpOnly: true, sameSite: 'strict', path: DEVICE_PATH,
      secure: production || req.protocol === 'https', maxAge: DEVICE_DAYS * 86_400,
    }));
  }
  return ok(outcome.value);
}

/** Operator login, its second factor and enrolment: the calls made before there is a session. */
export function operatorSessionRoutes(app: ZodFastify, { operatorLogin, env }: { operatorLogin: OperatorLogin; env: Env }) {
  // Per IP: one address spraying many names. Each name's budget and each source's back-off do the rest.
  const limited = { rateLimit: { max: env.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
  const production = env.NODE_ENV === 'production';

  app.get('/wps/operator/session/challenge', {
    config: limited,
    schema: { tags, summary: 'The proof-of-work challenge to solve before the operator login (always asked)', response: { 200: okEnvelopeSchema(humanChallenge) } },
  }, async () => ok(await operatorLogin.challenge()));

  app.post('/wps/operator/session/login', {
    config: limited,
    schema: { tags, summary: 'Operator login: a session, or a ticket for the authenticator step (or its enrolment)', body: operatorLoginBody, response: { 200: okEnvelopeSchema(operatorLoginResponse) } },
  }, async (req, reply) => answer(req, reply, await operatorLogin.login(req.ctx.ip, req.body, cookiesOf(req)), production));

  app.post('/wps/operator/session/totp', {
    config: limited,
    schema: { tags, summary: 'The login\'s second step: an authenticator code or a recovery code, with the ticket', body: operatorTotpBody, response: { 200: okEnvelopeSchema(operatorLoginResponse) } },
  }, async (req, reply) => answer(req, reply, await operatorLogin.secondFactor(req.ctx.ip, req.body, cookiesOf(req)), production));

  app.post('/wps/operator/session/totp/enrol', {
    config: limited,
    schema: { tags, summary: 'Enrolment ticket: a new authenticator secret and its QR code', body: operatorEnrolBody, response: { 200: okEnvelopeSchema(totpSetupResponse) } },
  }, async (req) => ok(await operatorLogin.enrol(req.body)));

  app.post('/wps/operator/session/totp/confirm', {
    config: limited,
    schema: { tags, summary: 'Enrolment ticket and the first code: ten recovery codes (shown once) and the session', body: operatorEnrolConfirmBody, response: { 200: okEnvelopeSchema(operatorEnrolResponse) } },
  }, async (req, reply) => answer(req, reply, await operatorLogin.confirmEnrolment(req.ctx.ip, req.body, cookiesOf(req)), production));
}

/** Signed-in authenticator calls: enrolling before it is required, and an owner's reset of another operator. */
export function operatorTotpRoutes(authed: ZodFastify, { operators, operatorLogin }: { operators: OperatorService; operatorLogin: OperatorLogin }) {
  authed.post('/wps/operator/session/password', {
    config: { permission: 'signed-in' },
    schema: {
      tags, security, summary: 'The signed-in operator\'s own new password (at least 12 characters, not common, not the username); every session ends',
      body: operatorPasswordChangeBody, response: { 200: okEnvelopeSchema(z.null()) },
    },
  }, async (req) => {
    await operators.changeOwnPassword(req.actor, req.body);
    return ok(null);
  });

  authed.post('/wps/operator/totp/enrol', {
    config: { permission: 'signed-in' },
    schema: { tags, security, summary: 'A new authenticator secret and its QR code for the signed-in operator', response: { 200: okEnvelopeSchema(totpSetupResponse) } },
  }, async (req) => ok(await operatorLogin.enrolSignedIn(req.actor)));

  authed.post('/wps/operator/totp/confirm', {
    config: { permission: 'signed-in' },
    schema: { tags, security, summary: 'Turns the authenticator on with its first code: ten recovery codes, shown once', body: operatorTotpConfirmBody, response: { 200: okEnvelopeSchema(operatorRecoveryCodes) } },
  }, async (req) => ok(await operatorLogin.confirmSignedIn(req.actor, req.body)));

  authed.post('/wps/operator/operators/:username/totp/reset', {
    config: { permission: 'operators.manage' },
    schema: { tags, security, summary: 'Owners only: removes another operator\'s authenticator and ends its sessions (audited)', params: operatorUsernameParam, response: { 200: okEnvelopeSchema(z.null()) } },
  }, async (req) => {
    await operators.resetTotp(req.actor, req.params.username);
    return ok(null);
  });
}

/** The signed-in operator and its own sessions, for the back office (apps/admin). */
export function operatorOwnSessionRoutes(authed: ZodFastify, { operators }: { operators: OperatorService }) {
  authed.get('/wps/operator/session/me', {
    config: { permission: 'signed-in' },
    schema: { tags, security, summary: 'The signed-in operator: name, merchant binding, owner, authenticator', response: { 200: okEnvelopeSchema(operatorMe) } },
  }, async (req) => ok(await operators.me(req.actor)));

  authed.get('/wps/operator/session/sessions', {
    config: { permission: 'signed-in' },
    schema: { tags, security, summary: 'The signed-in operator\'s own live sessions, newest first (`current`: this one)', response: { 200: okEnvelopeSchema(z.array(operatorSessionEntry)) } },
  }, async (req) => ok(await operators.listSessions(req.actor, tokenOf(req)!)));

  authed.post('/wps/operator/session/sessions/:id/revoke', {
    config: { permission: 'signed-in' },
    schema: { tags, security, summary: 'Ends one of the signed-in operator\'s own sessions (audited)', params: operatorSessionIdParam, response: { 200: okEnvelopeSchema(z.null()) } },
  }, async (req) => {
    await operators.revokeSession(req.actor, req.params.id);
    return ok(null);
  });
}
