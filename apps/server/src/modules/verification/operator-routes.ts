import { okEnvelopeSchema } from '@platform/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import { standInsOn } from '../../lib/env';
import type { Services } from '../../services';

const tags = ['operator'];
const security = [{ token: [] }];
const outboxMessage = z.object({ id: z.number(), merchantCode: z.string(), channel: z.string(), destination: z.string(), subject: z.string().nullable(), body: z.string(), createdAt: z.string() });

/**
 * The development outbox (decision 0030), inside the operator routes' authenticated scope. It is a
 * stand-in: production without STAND_INS=on has no such route at all (404), whatever sender is set.
 */
export function outboxOperatorRoutes(authed: ZodFastify, { codes, env }: Pick<Services, 'codes' | 'env'>) {
  if (!standInsOn(env)) return;
  authed.get('/wps/operator/outbox', {
    config: { permission: 'messages.outbox' },
    schema: {
      tags, security, summary: 'Messages the development SMS/e-mail sender "sent", newest first (operators over every merchant only; not in production)',
      querystring: z.object({ destination: z.string().max(120).optional() }), response: { 200: okEnvelopeSchema(z.array(outboxMessage)) },
    },
  }, async (req) => ok((await codes.outbox(req.actor, req.query.destination)).map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }))));
}
