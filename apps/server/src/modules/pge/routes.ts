import {
  okEnvelopeSchema, pgeClientSeedBody, pgeDiceBody, pgeGameInfo, pgeGameParam, pgeHistory, pgeHistoryQuery, pgeMinesCashoutBody, pgeMinesRevealBody,
  pgeMinesStartBody, pgePlayResult, pgeRotateBody, pgeRotateResult, pgeRoundParam, pgeRoundView, pgeSeeds, pgeSlotBody, pgeVerifyBody, pgeVerifyResult,
} from '@platform/contracts';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';

const tags = ['pge'];
const security = [{ token: [] }];

/**
 * In-house provably fair games (decision 0020). Member calls authenticate with the member token (T),
 * trial accounts included (they play with play money); verify and round lookup are public.
 */
export function pgeRoutes(app: ZodFastify, { pge }: Services) {
  const play = { tags, security };

  app.get('/wps/pge/game/:game', {
    config: { auth: 'member' },
    schema: { ...play, summary: 'A PGE game\'s RTP, bet limits, paytable, balance and any open mines round (T)', params: pgeGameParam, response: { 200: okEnvelopeSchema(pgeGameInfo) } },
  }, async (req) => ok(await pge.gameInfo(req.member, req.params.game, req.ctx.language)));

  app.get('/wps/pge/seeds', {
    config: { auth: 'member' },
    schema: { ...play, summary: 'Active seed pair (server seed hash only, client seed, next nonce) and revealed pairs (T)', response: { 200: okEnvelopeSchema(pgeSeeds) } },
  }, async (req) => ok(await pge.seeds.view(req.member)));

  app.put('/wps/pge/seeds/client', {
    config: { auth: 'member' },
    schema: { ...play, summary: 'Set the client seed for the next rounds (T)', body: pgeClientSeedBody, response: { 200: okEnvelopeSchema(pgeSeeds) } },
  }, async (req) => ok(await pge.seeds.setClientSeed(req.member, req.body.clientSeed)));

  app.post('/wps/pge/seeds/rotate', {
    config: { auth: 'member' },
    schema: { ...play, summary: 'Reveal the server seed and start a new pair at nonce 0; refused while a round is unfinished (T)', body: pgeRotateBody, response: { 200: okEnvelopeSchema(pgeRotateResult) } },
  }, async (req) => ok(await pge.seeds.rotate(req.member, req.body.clientSeed)));

  app.post('/wps/pge/dice', {
    config: { auth: 'member' },
    schema: { ...play, summary: 'Roll the dice (T); idempotent per requestId', body: pgeDiceBody, response: { 200: okEnvelopeSchema(pgePlayResult) } },
  }, async (req) => ok(await pge.playDice(req.member, req.body)));

  app.post('/wps/pge/slot', {
    config: { auth: 'member' },
    schema: { ...play, summary: 'Spin the slot (T); idempotent per requestId', body: pgeSlotBody, response: { 200: okEnvelopeSchema(pgePlayResult) } },
  }, async (req) => ok(await pge.playSlot(req.member, req.body)));

  app.post('/wps/pge/mines/start', {
    config: { auth: 'member' },
    schema: { ...play, summary: 'Start a mines round: stake taken, board fixed by the seeds (T); idempotent per requestId', body: pgeMinesStartBody, response: { 200: okEnvelopeSchema(pgePlayResult) } },
  }, async (req) => ok(await pge.minesStart(req.member, req.body)));

  app.post('/wps/pge/mines/reveal', {
    config: { auth: 'member' },
    schema: { ...play, summary: 'Reveal one tile of the open mines round (T)', body: pgeMinesRevealBody, response: { 200: okEnvelopeSchema(pgePlayResult) } },
  }, async (req) => ok(await pge.minesReveal(req.member, req.body.roundId, req.body.tile)));

  app.post('/wps/pge/mines/cashout', {
    config: { auth: 'member' },
    schema: { ...play, summary: 'Cash out the open mines round at its current multiplier (T); a repeat answers the settled round', body: pgeMinesCashoutBody, response: { 200: okEnvelopeSchema(pgePlayResult) } },
  }, async (req) => ok(await pge.minesCashout(req.member, req.body.roundId)));

  app.get('/wps/pge/history', {
    config: { auth: 'member' },
    schema: { ...play, summary: 'The member\'s own rounds, newest first (T)', querystring: pgeHistoryQuery, response: { 200: okEnvelopeSchema(pgeHistory) } },
  }, async (req) => ok(await pge.history(req.member, req.query)));

  app.post('/wps/pge/verify', {
    schema: { tags, summary: 'Public: recompute an outcome from server seed, client seed, nonce, game and parameters', body: pgeVerifyBody, response: { 200: okEnvelopeSchema(pgeVerifyResult) } },
  }, async (req) => ok(pge.verify(req.body)));

  app.get('/wps/pge/round/:roundId', {
    schema: { tags, summary: 'Public: a settled round by id; its server seed once the pair is rotated', params: pgeRoundParam, response: { 200: okEnvelopeSchema(pgeRoundView) } },
  }, async (req) => ok(await pge.lookup(req.ctx.merchant.merchantCode, req.params.roundId)));
}
