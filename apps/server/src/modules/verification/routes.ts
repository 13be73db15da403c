import { okEnvelopeSchema, smsNoLoginBody, smsRegisterBody, smsSentResponse } from '@platform/contracts';
import type { ZodFastify } from '../../http/types';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

const tags = ['verification'];

/** SMS codes (spec §7): value.expiredMinutes tells the popup how long to keep the send button disabled. */
export function verificationRoutes(app: ZodFastify, { members, env }: Services) {
  const limited = { rateLimit: { max: env.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.post('/wps/verification/sms/noLogin', {
    config: limited,
    schema: { tags, summary: 'Send a code for SMS login or recovery by phone (answers alike whether the number is registered)', body: smsNoLoginBody, response: { 200: okEnvelopeSchema(smsSentResponse) } },
  }, async (req) => ok(await members.sendSmsCode(req.ctx, 'nologin', req.body.mobileNum, req.body.countryDialingCode, req.body.humanVerification)));

  app.post('/wps/verification/sms/register', {
    config: limited,
    schema: { tags, summary: 'Send a code for registration by mobile', body: smsRegisterBody, response: { 200: okEnvelopeSchema(smsSentResponse) } },
  }, async (req) => ok(await members.sendSmsCode(req.ctx, 'register', req.body.mobileNo, req.body.countryDialingCode, req.body.humanVerification)));
}
