import {
  isErrorCode, loginResponse, okEnvelopeSchema, operatorSocialParam, merchantParam, socialLoginBody, socialProviderInput,
  socialProviderParam, socialProviderView, socialStartQuery, type ErrorCode,
} from '@platform/contracts';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { secureCookies } from '../../http/cookies';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import { AppError } from '../../lib/errors';
import type { Services } from '../../services';

/** Binds a pending login to the browser that started it (see service.start). */
const BINDING_COOKIE = 'social_binding';
/** Only the start and callback navigations carry it. */
const COOKIE_PATH = '/wps/session/social';

const tags = ['member'];
const bindingOf = (req: FastifyRequest) => (req.headers.cookie ? parseCookie(req.headers.cookie)[BINDING_COOKIE] : undefined);

/**
 * Start and callback are browser navigations, not API calls: a failure goes back to the SPA as
 * `/?socialError=<code>`, which the login popup shows translated. Anything unexpected is logged and
 * reported as system.internal, never as a raw error page.
 */
function failBack(req: FastifyRequest, reply: FastifyReply, err: unknown) {
  let code: ErrorCode = 'system.internal';
  if (err instanceof AppError && isErrorCode(err.code)) {
    code = err.code;
    if (err.cause) req.log.warn({ err: err.cause }, `social login: ${code}`);
  } else {
    req.log.error({ err }, 'social login failed');
  }
  return reply.redirect(`/?socialError=${encodeURIComponent(code)}`, 302);
}

/** Social login for players (spec §2): Google and Facebook through OpenID Connect, docs/decisions/0012. */
export function socialRoutes(app: ZodFastify, { social, merchants, env }: Services) {
  const limited = { rateLimit: { max: env.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.get('/wps/session/social/:provider/start', {
    config: limited,
    schema: {
      tags, summary: 'Social login: redirects to the provider (a browser navigation; failures redirect to /?socialError=<code>)',
      params: socialProviderParam, querystring: socialStartQuery,
    },
  }, async (req, reply) => {
    const { provider } = req.params;
    try {
      const started = await social.start(req.ctx, {
        provider, site: req.query.site, merchantCode: req.query.merchant, binding: bindingOf(req),
      });
      reply.header('set-cookie', stringifySetCookie({
        name: BINDING_COOKIE, value: started.binding, httpOnly: true, sameSite: 'lax', path: COOKIE_PATH,
        // The cookie comes back to the merchant's callback URL, so that site's scheme decides.
        secure: secureCookies(req, merchants, merchants.resolve(req.query.merchant ?? req.ctx.merchant.merchantCode).merchantCode),
        maxAge: started.bindingSeconds,
      }));
      return reply.redirect(started.url, 302);
    } catch (err) {
      return failBack(req, reply, err);
    }
  });

  app.get('/wps/session/social/:provider/callback', {
    config: limited,
    schema: {
      tags, summary: 'Social login: the provider returns here; redirects to /?socialTicket=<ticket> (&site=agent) or /?socialError=<code>',
      params: socialProviderParam,
    },
  }, async (req, reply) => {
    try {
      // The raw query goes to openid-client as the provider sent it (code, state, iss, error...).
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
      const { ticket, site } = await social.callback(req.ctx, req.params.provider, new URLSearchParams(query), bindingOf(req));
      // The SPA lands an agent-site login on the agent home, so it needs to know which site it was.
      return reply.redirect(`/?socialTicket=${encodeURIComponent(ticket)}${site === 'agent' ? '&site=agent' : ''}`, 302);
    } catch (err) {
      return failBack(req, reply, err);
    }
  });

  app.post('/wps/session/login/social', {
    config: limited,
    schema: {
      tags, summary: 'Social login: trades the one-time ticket for the answer a password login gives', body: socialLoginBody,
      response: { 200: okEnvelopeSchema(loginResponse) },
    },
  }, async (req) => ok((await social.login(req.ctx, req.body.ticket)).value));
}

/** Operator side, registered inside the operator routes' authenticated scope; every change is audited. */
export function socialOperatorRoutes(authed: ZodFastify, { social }: Pick<Services, 'social'>) {
  const operatorTags = ['operator'];
  const security = [{ token: [] }];

  authed.get('/wps/operator/merchants/:merchantCode/social', {
    config: { permission: 'merchants.read' },
    schema: { tags: operatorTags, security, summary: 'Configured social login providers (secrets masked)', params: merchantParam, response: { 200: okEnvelopeSchema(z.array(socialProviderView)) } },
  }, async (req) => ok(social.list(req.actor, req.params.merchantCode)));

  authed.put('/wps/operator/merchants/:merchantCode/social/:provider', {
    config: { permission: 'merchants.settings' },
    schema: {
      tags: operatorTags, security, summary: 'Set a social login provider (OpenID issuer, client id and secret); the secret is never returned',
      params: operatorSocialParam, body: socialProviderInput, response: { 200: okEnvelopeSchema(socialProviderView) },
    },
  }, async (req) => ok(await social.configure(req.actor, req.params.merchantCode, req.params.provider, req.body)));

  authed.delete('/wps/operator/merchants/:merchantCode/social/:provider', {
    config: { permission: 'merchants.settings' },
    schema: { tags: operatorTags, security, summary: 'Remove a social login provider', params: operatorSocialParam, response: { 200: okEnvelopeSchema(z.null()) } },
  }, async (req) => {
    await social.remove(req.actor, req.params.merchantCode, req.params.provider);
    return ok(null);
  });
}
