import {
  domainRouteSchema, okEnvelopeSchema, helpCenterQuery, helpCenterSchema, parseLanguage, permissionSchema,
  regionEntry, registerFieldConfig, rsaKeyResponse, statusResponse, whitelabelSchema,
} from '@platform/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';

const tags = ['system'];

export function systemRoutes(app: ZodFastify, { system, env }: Services) {
  app.get('/wps/system/status', {
    schema: { tags, summary: 'System status: 0 normal, 1 maintenance, 2 region restricted', response: { 200: okEnvelopeSchema(statusResponse) } },
  }, (req, reply) => {
    reply.send(ok(system.status(req.ctx)));
  });

  app.get('/wps/system/permission', {
    schema: { tags, summary: 'Start-up payload: settings, location, maintenance and region restriction', response: { 200: okEnvelopeSchema(permissionSchema) } },
  }, (req, reply) => {
    // Pre-serialized JSON text (see SystemService.permissionJson); Fastify sends JSON strings as they are.
    reply.type('application/json; charset=utf-8').send(system.permissionJson(req.ctx, env.PAYLOAD_ENCRYPTION === 'required') as never);
  });

  app.get('/wps/system/regions', {
    schema: { tags, summary: 'Merchants offered in the region picker', response: { 200: okEnvelopeSchema(z.array(regionEntry)) } },
  }, async () => ok(system.regions()));

  app.get('/wps/system/whitelabel', {
    schema: { tags, summary: 'Brand of the merchant: name, logo, colours', response: { 200: okEnvelopeSchema(whitelabelSchema) } },
  }, async (req) => ok(system.whitelabel(req.ctx)));

  app.get('/wps/system/setting/register', {
    schema: { tags, summary: 'Registration field configuration', response: { 200: okEnvelopeSchema(z.array(registerFieldConfig)) } },
  }, async (req) => ok(system.registerConfig(req.ctx)));

  app.get('/wps/system/domainRoute', {
    schema: { tags, summary: 'Main domain and mirror list', response: { 200: okEnvelopeSchema(domainRouteSchema) } },
  }, async (req) => ok(system.domainRoute(req.ctx)));

  app.get('/wps/system/helpCenter', {
    schema: { tags, summary: 'Help center articles by language and device', querystring: helpCenterQuery, response: { 200: okEnvelopeSchema(helpCenterSchema) } },
  }, async (req) => {
    const lang = parseLanguage(req.query.lang) ?? req.ctx.language;
    const device = req.query.device?.toUpperCase() === 'H5' ? 'H5' : 'WEB';
    return ok(await system.helpCenter(req.ctx, lang, device));
  });

  app.get('/wps/session/key/rsa', {
    schema: { tags, summary: 'RSA public key (SPKI PEM) for encrypted payloads', response: { 200: okEnvelopeSchema(rsaKeyResponse) } },
  }, async () => {
    const key = system.rsaKey();
    return ok({ publicKey: key.publicKeyPem, keyId: key.keyId });
  });
}
