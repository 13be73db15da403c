import type { FastifyInstance } from 'fastify';
import { decryptPayload, PayloadDecryptError, type RsaKey } from '../lib/crypto';
import { AppError } from '../lib/errors';

/**
 * Routes with `config: { encrypted: true }` (the spec's E calls) take `{ payload }` encrypted under the
 * key in the `Encryption` header and see the decrypted JSON as their body. With encryption `optional`
 * a plain JSON body is accepted too.
 */
export function installPayloadEncryption(app: FastifyInstance, opts: { key: () => RsaKey; required: boolean }) {
  app.addHook('preValidation', async (req) => {
    if (!req.routeOptions.config?.encrypted) return;
    const header = req.headers.encryption;
    if (typeof header !== 'string' || header === '') {
      if (opts.required) throw new AppError('system.encryption_required');
      return;
    }
    try {
      req.body = decryptPayload(opts.key(), header, (req.body as { payload?: unknown } | undefined)?.payload);
    } catch (err) {
      if (err instanceof PayloadDecryptError) throw new AppError('system.encryption_invalid');
      throw err;
    }
  });
}
