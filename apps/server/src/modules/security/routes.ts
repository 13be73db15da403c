import {
  fundPasswordBody, okEnvelopeSchema, securityEmailBody, securityEmailCodeBody, securityMobileBody, securityMobileCodeBody,
  securityOverview, smsSentResponse, totpDisableBody, totpEnableBody, totpSetupBody, totpSetupResponse,
} from '@platform/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';

const tags = ['security'];
const security = [{ token: [] }];

/** The member centre's account security page (spec §2 securityCenter). Trial accounts are refused. */
export function securityRoutes(app: ZodFastify, { security: service, env }: Services) {
  // Per-IP limits on the calls that send messages or run argon2; the service also caps wrong answers per member.
  const limited = { rateLimit: { max: env.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.get('/wps/member/security', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'What is bound and set (T); destinations masked', response: { 200: okEnvelopeSchema(securityOverview) } },
  }, async (req) => ok(service.overview(req.member)));

  app.post('/wps/member/security/mobile/code', {
    config: { auth: 'realMember', ...limited },
    schema: { tags, security, summary: 'Send a code to the number to bind (T)', body: securityMobileCodeBody, response: { 200: okEnvelopeSchema(smsSentResponse) } },
  }, async (req) => ok(await service.sendMobileCode(req.ctx, req.member, req.body)));

  app.put('/wps/member/security/mobile', {
    config: { auth: 'realMember', encrypted: true, ...limited },
    schema: { tags, security, summary: 'Bind or change the mobile with its code and the login password (T, E)', body: securityMobileBody, response: { 200: okEnvelopeSchema(z.null()) } },
  }, async (req) => {
    await service.bindMobile(req.ctx, req.member, req.body);
    return ok(null);
  });

  app.post('/wps/member/security/email/code', {
    config: { auth: 'realMember', ...limited },
    schema: { tags, security, summary: 'E-mail a code to the address to bind (T)', body: securityEmailCodeBody, response: { 200: okEnvelopeSchema(smsSentResponse) } },
  }, async (req) => ok(await service.sendEmailCode(req.ctx, req.member, req.body)));

  app.put('/wps/member/security/email', {
    config: { auth: 'realMember', encrypted: true, ...limited },
    schema: { tags, security, summary: 'Bind or change the e-mail with its code and the login password (T, E)', body: securityEmailBody, response: { 200: okEnvelopeSchema(z.null()) } },
  }, async (req) => {
    await service.bindEmail(req.ctx, req.member, req.body);
    return ok(null);
  });

  // Encrypted as well: the body carries the login password.
  app.post('/wps/member/security/totp/setup', {
    config: { auth: 'realMember', encrypted: true, ...limited },
    schema: { tags, security, summary: 'A new authenticator secret and its QR code, not yet in force (T, E)', body: totpSetupBody, response: { 200: okEnvelopeSchema(totpSetupResponse) } },
  }, async (req) => ok(await service.setupTotp(req.ctx, req.member, req.body)));

  app.put('/wps/member/security/totp', {
    config: { auth: 'realMember', encrypted: true, ...limited },
    schema: { tags, security, summary: 'Turn the authenticator on with a code from the app (T, E)', body: totpEnableBody, response: { 200: okEnvelopeSchema(z.null()) } },
  }, async (req) => {
    await service.enableTotp(req.ctx, req.member, req.body);
    return ok(null);
  });

  app.delete('/wps/member/security/totp', {
    config: { auth: 'realMember', encrypted: true, ...limited },
    schema: { tags, security, summary: 'Turn the authenticator off with a code and the login password (T, E)', body: totpDisableBody, response: { 200: okEnvelopeSchema(z.null()) } },
  }, async (req) => {
    await service.disableTotp(req.ctx, req.member, req.body);
    return ok(null);
  });

  app.put('/wps/member/security/fund-password', {
    config: { auth: 'realMember', encrypted: true, ...limited },
    schema: { tags, security, summary: 'Set or change the fund password (T, E)', body: fundPasswordBody, response: { 200: okEnvelopeSchema(z.null()) } },
  }, async (req) => {
    await service.setFundPassword(req.ctx, req.member, req.body);
    return ok(null);
  });
}
