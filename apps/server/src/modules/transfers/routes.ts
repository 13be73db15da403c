import { okEnvelopeSchema, uplineInfo, uplineTransferBody, uplineTransferResult, walletTransferBody, walletTransferResult } from '@platform/contracts';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';

const tags = ['transfers'];
const security = [{ token: [] }];

/** Transfer funds (main ↔ vendor wallets) and transfer to upline (spec §2, §7). */
export function transferRoutes(app: ZodFastify, { transfers, env }: Services) {
  // The upline transfer runs argon2 on the fund password: limited per IP as the security page is.
  const limited = { rateLimit: { max: env.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.post('/wps/relay/GCS_walletTransfer', {
    config: { auth: 'member' },
    schema: {
      tags, security, summary: 'Main wallet ↔ a transfer-mode vendor wallet (T); exactly one side is MAIN; idempotent per requestId',
      body: walletTransferBody, response: { 200: okEnvelopeSchema(walletTransferResult) },
    },
  }, async (req) => ok(await transfers.walletTransfer(req.ctx, req.member, req.body)));

  app.get('/wps/member/transfer/upline', {
    config: { auth: 'member' },
    schema: { tags, security, summary: 'The member\'s upline agent, if any, and the main wallet (T)', response: { 200: okEnvelopeSchema(uplineInfo) } },
  }, async (req) => ok(await transfers.uplineInfo(req.member)));

  app.post('/wps/member/transfer/upline', {
    config: { auth: 'member', encrypted: true, ...limited },
    schema: {
      tags, security, summary: 'Member → upline agent with the fund password (T, E); both wallets in one posting; idempotent per requestId',
      body: uplineTransferBody, response: { 200: okEnvelopeSchema(uplineTransferResult) },
    },
  }, async (req) => ok(await transfers.uplineTransfer(req.ctx, req.member, req.body)));
}
