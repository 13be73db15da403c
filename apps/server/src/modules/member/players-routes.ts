import { okEnvelopeSchema, playerDetail, playerListPage, playerListQuery, playerParam, unmaskBody, unmaskResult, merchantParam } from '@platform/contracts';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import type { PlayerDirectory } from './players';

const tags = ['operator'];
const security = [{ token: [] }];

/** The back office's player directory (decision 0046). */
export function playerOperatorRoutes(authed: ZodFastify, { players }: { players: PlayerDirectory }) {
  authed.get('/wps/operator/merchants/:merchantCode/players', {
    config: { permission: 'players.read', team: 'list' },
    schema: {
      tags, security, summary: 'Search players by username part, id, mobile, e-mail or IP; paged and sorted; personal data masked',
      params: merchantParam, querystring: playerListQuery, response: { 200: okEnvelopeSchema(playerListPage) },
    },
  }, async (req) => ok(await players.search(req.actor, req.params.merchantCode, req.query)));

  authed.get('/wps/operator/merchants/:merchantCode/players/:id', {
    config: { permission: 'players.read', team: 'member' },
    schema: { tags, security, summary: 'One player: profile (masked), balance, agent path, addresses', params: playerParam, response: { 200: okEnvelopeSchema(playerDetail) } },
  }, async (req) => ok(await players.detail(req.actor, req.params.merchantCode, req.params.id)));

  authed.post('/wps/operator/merchants/:merchantCode/players/:id/unmask', {
    config: { permission: 'players.pii', team: 'member' },
    schema: { tags, security, summary: 'One personal field in clear (roles with players.pii); audited without the value', params: playerParam, body: unmaskBody, response: { 200: okEnvelopeSchema(unmaskResult) } },
  }, async (req) => ok(await players.unmask(req.actor, req.params.merchantCode, req.params.id, req.body.field)));
}
