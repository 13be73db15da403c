import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { decryptPayload, PayloadDecryptError, type RsaKey } from '../lib/crypto';
import { AppError } from '../lib/errors';

/**
 * Routes with `config: { encrypted: true }` (the spec's E calls) take `{ payload }` encrypted under the
 * key in the `Encryption` header and see the decrypted JSON as their body. With encryption `optional`
 * a plain JSON body is accepted too. The hook is attached to those routes only, so every other request
 * skips it entirely.
 */
export function installPayloadEncryption(app: FastifyInstance, opts: { key: () => RsaKey; required: boolean }) {
  const decrypt: preValidationAsyncHookHandler = async (req) => {
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
  };
  app.addHook('onRoute', (route) => {
    if (!(route.config as { encrypted?: boolean } | undefined)?.encrypted) return;
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [decrypt, ...existing];
  });
}
