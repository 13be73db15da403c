import {
  gameCreateBody, gamePatchBody, gameReorderBody, merchantParam, okEnvelopeSchema, operatorGame, operatorGameList, operatorGameParam, operatorGameQuery,
  operatorVendor, operatorVendorParam, reorderResult, vendorCreateBody, vendorPatchBody, vendorReorderBody,
} from '@platform/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';

const tags = ['games'];
const security = [{ token: [] }];
const base = '/wps/operator/merchants/:merchantCode';

/** Operator catalogue calls; registered inside the operator routes' authenticated scope (req.actor is set). */
export function gamesOperatorRoutes(authed: ZodFastify, { games }: Pick<Services, 'games'>) {
  const { admin } = games;

  authed.get(`${base}/game-vendors`, {
    config: { permission: 'games.read' },
    schema: { tags, security, summary: 'The merchant\'s game vendors, hidden ones too, with game counts', params: merchantParam, response: { 200: okEnvelopeSchema(z.array(operatorVendor)) } },
  }, async (req) => ok(await admin.listVendors(req.actor, req.params.merchantCode)));

  authed.post(`${base}/game-vendors`, {
    config: { permission: 'games.manage' },
    schema: { tags, security, summary: 'Add a game vendor (wallet mode, adapter, status, sort order); audited', params: merchantParam, body: vendorCreateBody, response: { 200: okEnvelopeSchema(operatorVendor) } },
  }, async (req) => ok(await admin.addVendor(req.actor, req.params.merchantCode, req.body)));

  authed.patch(`${base}/game-vendors/:code`, {
    config: { permission: 'games.manage' },
    schema: { tags, security, summary: 'Edit a game vendor (status active/maintenance/hidden, wallet mode, names, sort order); audited; flushes the lobby caches', params: operatorVendorParam, body: vendorPatchBody, response: { 200: okEnvelopeSchema(operatorVendor) } },
  }, async (req) => ok(await admin.editVendor(req.actor, req.params.merchantCode, req.params.code, req.body)));

  authed.post(`${base}/game-vendors/reorder`, {
    config: { permission: 'games.manage' },
    schema: { tags, security, summary: 'Set many vendors\' sort order at once (all or nothing); audited', params: merchantParam, body: vendorReorderBody, response: { 200: okEnvelopeSchema(reorderResult) } },
  }, async (req) => ok(await admin.reorderVendors(req.actor, req.params.merchantCode, req.body)));

  authed.get(`${base}/games`, {
    config: { permission: 'games.read' },
    schema: { tags, security, summary: 'The merchant\'s games, every status, filtered and paged', params: merchantParam, querystring: operatorGameQuery, response: { 200: okEnvelopeSchema(operatorGameList) } },
  }, async (req) => ok(await admin.listGames(req.actor, req.params.merchantCode, req.query)));

  authed.post(`${base}/games`, {
    config: { permission: 'games.manage' },
    schema: { tags, security, summary: 'Add a game to a vendor (names, flags, tags, RTP, status); audited', params: merchantParam, body: gameCreateBody, response: { 200: okEnvelopeSchema(operatorGame) } },
  }, async (req) => ok(await admin.addGame(req.actor, req.params.merchantCode, req.body)));

  authed.patch(`${base}/games/:id`, {
    config: { permission: 'games.manage' },
    schema: { tags, security, summary: 'Edit a game (names, hot, free trial, status, sort order, RTP...); audited; flushes the lobby caches', params: operatorGameParam, body: gamePatchBody, response: { 200: okEnvelopeSchema(operatorGame) } },
  }, async (req) => ok(await admin.editGame(req.actor, req.params.merchantCode, req.params.id, req.body)));

  authed.post(`${base}/games/reorder`, {
    config: { permission: 'games.manage' },
    schema: { tags, security, summary: 'Set many games\' sort order at once (all or nothing); audited', params: merchantParam, body: gameReorderBody, response: { 200: okEnvelopeSchema(reorderResult) } },
  }, async (req) => ok(await admin.reorderGames(req.actor, req.params.merchantCode, req.body)));
}
