import multipart from '@fastify/multipart';
import { fileIdParam, okEnvelopeSchema, operatorFileParam, uploadQuery, uploadResult } from '@platform/contracts';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import { AppError } from '../../lib/errors';
import type { Services } from '../../services';
import { MULTIPART_LIMITS, type StoredFile } from './service';

const tags = ['files'];
const security = [{ token: [] }];

/**
 * The bytes of a stored image. Private to whoever may read it, so never cached by shared caches, and
 * sandboxed: even a file that got past the checks cannot run as a page of our origin.
 */
function sendFile(reply: FastifyReply, file: StoredFile) {
  return reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.body);
}

/**
 * Registers image upload routes (a member's receipts and proofs, an operator's banner or promotion
 * picture) in a scope of their own, the only place multipart is parsed: other calls keep refusing it.
 * A body that is not multipart is refused with `system.unsupported_media_type` before the handler.
 */
export function imageUploadRoutes(app: ZodFastify, routes: (scope: ZodFastify) => void): void {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
    scope.addHook('preHandler', async (req) => {
      if (!req.isMultipart()) throw new AppError('system.unsupported_media_type');
    });
    routes(scope.withTypeProvider<ZodTypeProvider>());
  });
}

/**
 * Member uploads and reads (spec §9: png or jpg, at most 5 MB each, at most 3). Multipart is parsed
 * only in the upload's scope (parts streamed and cut off at the limits): every other route keeps
 * answering a multipart body with 415, as it did. Other modules take images upload-first and check the ids with
 * files.assertOwned.
 */
export async function filesRoutes(app: ZodFastify, { files }: Services) {
  imageUploadRoutes(app, (upload) => {
    upload.post('/wps/member/files', {
      config: { auth: 'realMember' },
      schema: {
        tags, security, summary: 'Upload 1 to 3 images (T, multipart/form-data; PNG or JPEG by content, ≤ 5 MB each); answers their ids',
        querystring: uploadQuery, response: { 200: okEnvelopeSchema(uploadResult) },
      },
    }, async (req) => {
      const ids = await files.saveImages(req.ctx, req.member, req.query.purpose, req.parts());
      if (!ids.length) throw new AppError('file.required');
      return ok({ ids });
    });
  });

  app.get('/wps/member/files/:id', {
    config: { auth: 'member' },
    schema: { tags, security, summary: 'One of the member\'s own uploaded images (T); anyone else\'s is 404', params: fileIdParam },
  }, async (req, reply) => sendFile(reply, await files.readForMember(req.member, req.params.id)));
}

/** Registered inside the operator routes' authenticated scope (req.actor is set). */
export function filesOperatorRoutes(authed: ZodFastify, { files }: Pick<Services, 'files'>) {
  authed.get('/wps/operator/merchants/:merchantCode/files/:id', {
    config: { permission: 'files.read', team: 'file' },
    schema: { tags, security, summary: 'An image uploaded by a member of this merchant (an operator bound to another merchant: 403; another merchant\'s file: 404)', params: operatorFileParam },
  }, async (req, reply) => sendFile(reply, await files.readForOperator(req.actor, req.params.merchantCode, req.params.id)));
}
