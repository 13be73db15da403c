import {
  domainRouteSchema, merchantDomainsBody, merchantFromTemplateBody, merchantParam, merchantSettingsView, okEnvelopeSchema, regionEntry, supportChannelsBody, supportChannelsResponse,
} from '@platform/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';

const tags = ['operator'];
const security = [{ token: [] }];

/**
 * Setting a site up from an empty database (README, Production set-up): the market templates, a merchant
 * from one, and its domains. Registered inside the operator routes' authenticated scope (req.actor is set).
 */
export function merchantOperatorRoutes(authed: ZodFastify, { merchants, system }: Pick<Services, 'merchants' | 'system'>) {
  authed.get('/wps/operator/merchant-templates', {
    config: { permission: 'merchants.read' },
    schema: { tags, security, summary: 'The six market templates of spec §1 (currency, languages, phone rules, time zone)', response: { 200: okEnvelopeSchema(z.array(regionEntry.omit({ isDefault: true }))) } },
  }, async () => ok(merchants.templates().map(({ isDefault: _d, ...t }) => t)));

  authed.post('/wps/operator/merchants/from-template', {
    config: { permission: 'merchants.create' },
    schema: {
      tags, security, summary: 'Create a merchant from a market template with its main domain (no players, games or money); operators over every merchant only; audited',
      body: merchantFromTemplateBody, response: { 200: okEnvelopeSchema(regionEntry) },
    },
  }, async (req) => {
    const merchant = await merchants.createFromTemplate(req.actor, req.body);
    await system.seedHelpCenter(req.actor, merchant.merchantCode);
    return ok(merchant);
  });

  authed.get('/wps/operator/merchants/:merchantCode/settings', {
    config: { permission: 'merchants.read' },
    schema: {
      tags, security, summary: 'One merchant\'s settings for the back office\'s merchant page: status and notices, features, theme, registration fields, domains, session policy (money settings are read elsewhere)',
      params: merchantParam, response: { 200: okEnvelopeSchema(merchantSettingsView) },
    },
  }, async (req) => {
    const merchant = merchants.assertOperatorScope(req.actor, req.params.merchantCode);
    const s = merchants.settings(merchant.merchantCode);
    return ok({
      merchant, status: s.status, maintenanceNotices: s.maintenanceNotices, restrictionNotices: s.restrictionNotices, features: s.features,
      whitelabel: s.whitelabel, registerFields: merchants.registerFields(merchant.merchantCode), domainRoute: s.domainRoute,
      sessionPolicy: { idleMinutes: s.sessionIdleMinutes, maxHours: s.sessionMaxHours },
    });
  });

  authed.put('/wps/operator/merchants/:merchantCode/domains', {
    config: { permission: 'merchants.settings' },
    schema: {
      tags, security, summary: 'Set the main domain (the base of every link the platform hands out) and the mirror list; audited',
      params: merchantParam, body: merchantDomainsBody, response: { 200: okEnvelopeSchema(domainRouteSchema) },
    },
  }, async (req) => ok(await merchants.setDomains(req.actor, req.params.merchantCode, req.body)));

  authed.get('/wps/operator/merchants/:merchantCode/support-channels', {
    config: { permission: 'merchants.read' },
    schema: { tags, security, summary: 'The support channels players see in the support sheet', params: merchantParam, response: { 200: okEnvelopeSchema(supportChannelsResponse) } },
  }, async (req) => {
    merchants.assertOperatorScope(req.actor, req.params.merchantCode);
    return ok(supportChannelsResponse.parse(merchants.settings(req.params.merchantCode).customerService));
  });

  authed.put('/wps/operator/merchants/:merchantCode/support-channels', {
    config: { permission: 'merchants.settings' },
    schema: {
      tags, security, summary: 'Set the support channels (LINE, Telegram, WhatsApp, e-mail, phone, an outside live chat) in their order; audited',
      params: merchantParam, body: supportChannelsBody, response: { 200: okEnvelopeSchema(supportChannelsResponse) },
    },
  }, async (req) => ok(await merchants.setSupportChannels(req.actor, req.params.merchantCode, req.body.channels)));
}
