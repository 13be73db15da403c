import {
  affiliateQuery, affiliateResponse, changePasswordBody, freePlayBody, humanChallenge, loginBody, loginResponse, loginVerificationBody,
  loginVerificationSendBody, memberInfo, okEnvelopeSchema, publicState, registerBody, resetByEmailBody, resetByPhoneBody,
  resetWithTokenBody, smsSentResponse,
} from '@platform/contracts';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { secureCookies } from '../../http/cookies';
import { tokenOf } from '../../http/member-auth';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';
import { CAPTCHA_COOKIE } from '../verification/captcha';
import { REMEMBER_DAYS, type LoginResult } from './service';

/** The remember-me token: HttpOnly, so page scripts never see it; only the session calls receive it. */
const REMEMBER_COOKIE = 'remember_token';
const REMEMBER_PATH = '/wps/session';

const tags = ['member'];
const security = [{ token: [] }];
const cookiesOf = (req: FastifyRequest) => (req.headers.cookie ? parseCookie(req.headers.cookie) : {});
const captchaIdOf = (req: FastifyRequest) => cookiesOf(req)[CAPTCHA_COOKIE];

/** Sends the login value; sets or clears the remember-me cookie when the login decided about it. */
function answerLogin(reply: FastifyReply, result: LoginResult, secure: boolean) {
  if (result.rememberToken !== undefined) {
    reply.header('set-cookie', stringifySetCookie({
      name: REMEMBER_COOKIE, value: result.rememberToken ?? '', httpOnly: true, sameSite: 'strict', path: REMEMBER_PATH,
      secure, maxAge: result.rememberToken ? REMEMBER_DAYS * 86_400 : 0,
    }));
  }
  return ok(result.value);
}

/** Registration, login, logout and member info (spec §7 session and account calls). */
export function memberRoutes(app: ZodFastify, { members, merchants, captcha, human, env }: Services) {
  // Per-IP limits on the calls that cost us (argon2) or can be abused; lockout counts per account.
  const limited = { rateLimit: { max: env.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.put('/wps/member/register', {
    config: { encrypted: true, ...limited },
    schema: { tags, summary: 'Register by username (E)', body: registerBody, response: { 200: okEnvelopeSchema(loginResponse) } },
  }, async (req) => ok(await members.register(req.ctx, req.body, 'username')));

  app.put('/wps/member/register/mobile', {
    config: { encrypted: true, ...limited },
    schema: { tags, summary: 'Register by mobile number; the number becomes the username (E)', body: registerBody, response: { 200: okEnvelopeSchema(loginResponse) } },
  }, async (req) => ok(await members.register(req.ctx, req.body, 'mobile')));

  app.post('/wps/session/login', {
    config: { encrypted: true, ...limited },
    schema: { tags, summary: 'Log in (E); a failure carries value.captcha', body: loginBody, response: { 200: okEnvelopeSchema(loginResponse) } },
  }, async (req, reply) => {
    const remember = cookiesOf(req)[REMEMBER_COOKIE];
    const secure = secureCookies(req, merchants);
    if (req.body.type === 'sms') return answerLogin(reply, await members.smsLogin(req.ctx, req.body), secure);
    if (req.body.type === 'remember') return answerLogin(reply, await members.rememberLogin(req.ctx, req.body, remember), secure);
    return answerLogin(reply, await members.login(req.ctx, req.body, { captchaId: captchaIdOf(req), remember }), secure);
  });

  app.post('/wps/session/login/verification/send', {
    config: limited,
    schema: { tags, summary: 'Unrecognised address: send the login code to the account\'s mobile or e-mail', body: loginVerificationSendBody, response: { 200: okEnvelopeSchema(smsSentResponse) } },
  }, async (req) => ok(await members.sendLoginVerificationCode(req.ctx, req.body)));

  app.post('/wps/session/login/verification', {
    config: { encrypted: true, ...limited },
    schema: { tags, summary: 'Unrecognised address: the code, bank account real name or authenticator code (E); answers like login', body: loginVerificationBody, response: { 200: okEnvelopeSchema(loginResponse) } },
  }, async (req, reply) => answerLogin(reply, await members.completeLoginVerification(req.ctx, req.body), secureCookies(req, merchants)));

  app.get('/wps/verification/challenge', {
    config: limited,
    schema: { tags, summary: 'A human-verification challenge to solve before password login, registration and SMS requests', response: { 200: okEnvelopeSchema(humanChallenge) } },
  }, async (req) => ok(await human.issue(req.ctx.merchant.merchantCode)));

  app.get('/wps/captcha', {
    // The popup refreshes at most once a second; this stops a script from farming images.
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: { tags, summary: 'A captcha image (base64 PNG); the answer is tied to this browser by an HttpOnly cookie', response: { 200: okEnvelopeSchema(z.string()) } },
  }, async (req, reply) => {
    const { id, pngBase64 } = await captcha.issue();
    reply.header('set-cookie', stringifySetCookie({
      name: CAPTCHA_COOKIE, value: id, httpOnly: true, sameSite: 'strict', path: '/wps', maxAge: 300, secure: secureCookies(req, merchants),
    }));
    return ok(pngBase64);
  });

  app.post('/wps/session/login/freeplay', {
    config: limited,
    schema: { tags, summary: 'Free play: a trial account (type 4) and its session', body: freePlayBody.nullish(), response: { 200: okEnvelopeSchema(loginResponse) } },
  }, async (req) => ok(await members.freePlay(req.ctx)));

  app.put('/wps/member/password', {
    config: { auth: 'member', encrypted: true, ...limited },
    schema: { tags, security, summary: 'Change password (T, E); other sessions end', body: changePasswordBody, response: { 200: okEnvelopeSchema(z.null()) } },
  }, async (req) => {
    await members.changePassword(req.ctx, req.member, tokenOf(req)!, req.body);
    return ok(null);
  });

  app.put('/wps/member/password/verification', {
    config: { encrypted: true, ...limited },
    schema: { tags, summary: 'Forgot password by phone (E): SMS code and new password; logs the player in', body: resetByPhoneBody, response: { 200: okEnvelopeSchema(loginResponse) } },
  }, async (req) => ok(await members.resetByPhone(req.ctx, req.body)));

  app.post('/wps/member/password/email', {
    config: limited,
    schema: { tags, summary: 'Forgot password by e-mail (username and e-mail, form-encoded or JSON): sends a reset link; answers alike either way', body: resetByEmailBody, response: { 200: okEnvelopeSchema(z.null()) } },
  }, async (req) => {
    await members.requestEmailReset(req.ctx, req.body);
    return ok(null);
  });

  app.put('/wps/member/password/reset', {
    config: { encrypted: true, ...limited },
    schema: { tags, summary: 'Set a new password with the token from the reset e-mail (E)', body: resetWithTokenBody, response: { 200: okEnvelopeSchema(z.null()) } },
  }, async (req) => {
    await members.resetWithToken(req.ctx, req.body);
    return ok(null);
  });

  app.delete('/wps/session/logout', {
    config: { auth: 'member' },
    schema: { tags, security, summary: 'Log out: revokes the token', response: { 200: okEnvelopeSchema(z.null()) } },
  }, async (req) => {
    await members.logout(tokenOf(req)!);
    return ok(null);
  });

  app.get('/wps/member/info', {
    config: { auth: 'member' },
    schema: { tags, security, summary: 'The logged-in member', response: { 200: okEnvelopeSchema(memberInfo) } },
  }, async (req) => ok(members.info(req.member)));

  app.get('/wps/member/info/icon', {
    config: { auth: 'member' },
    schema: { tags, security, summary: 'The member\'s avatar URL (null: the default image)', response: { 200: okEnvelopeSchema(z.string().nullable()) } },
  }, async (req) => ok(req.member.avatar));

  app.get('/wps/member/public/state', {
    config: { auth: 'member' },
    schema: { tags, security, summary: 'Header and menu state: balance, VIP, promotions, unread messages, badges', response: { 200: okEnvelopeSchema(publicState) } },
  }, async (req) => ok(await members.publicState(req.member)));

  app.get('/wps/agent/affiliate', {
    config: limited,
    schema: { tags, summary: 'Whether an invitation (affiliate) code belongs to an agent of this merchant', querystring: affiliateQuery, response: { 200: okEnvelopeSchema(affiliateResponse) } },
  }, async (req) => ok(await members.checkAffiliate(req.ctx, req.query.code)));
}
