import {
  ERROR_STATUS, errorMessage, gameLaunchFbBody, launchGameBody, launchGameResult, leaveGameBody, leaveGameResult, okEnvelopeSchema, rankListQuery, rankListResult,
  seamlessError, seamlessResponse,
} from '@platform/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import { AppError } from '../../lib/errors';
import type { Services } from '../../services';
import { WALLET_CALLS } from './wallet-api';

const tags = ['games'];
const security = [{ token: [] }];
const WALLET_BODY_LIMIT = 16 * 1024;

/** Launch (spec §7), the winners board, and the seamless wallet endpoints providers call. */
export function providerRoutes(app: ZodFastify, { provider, providerWallet }: Services) {
  app.post('/wps/game/launchGame', {
    config: { auth: 'member' },
    schema: {
      tags, security, summary: 'Launch a game (T): accountType 1 real money, 0 free play; the URL is value.content.game_url',
      body: launchGameBody, response: { 200: okEnvelopeSchema(launchGameResult) },
    },
  }, async (req) => ok(await provider.launch(req.ctx, req.member, req.body)));

  app.post('/wps/game/leaveGame', {
    config: { auth: 'member' },
    schema: {
      tags, security, summary: 'The player closed the game (T): in single-wallet mode the transfer vendors\' balances come back to the main wallet; repeatable',
      body: leaveGameBody, response: { 200: okEnvelopeSchema(leaveGameResult) },
    },
  }, async (req) => ok(await provider.leave(req.ctx, req.member)));

  app.post('/wps/relay/GCS_gameLaunchFB', {
    config: { auth: 'member' },
    schema: {
      tags, security, summary: 'Launch fallback (T): a vendor\'s given game, else its lobby card (isGame VASSALAGE) or first game',
      body: gameLaunchFbBody, response: { 200: okEnvelopeSchema(launchGameResult) },
    },
  }, async (req) => ok(await provider.launchFallback(req.ctx, req.member, req.body)));

  app.get('/wps/relay/GCSGAME_getRankList', {
    schema: {
      tags, summary: 'Winners board: the biggest settled real-money wins, winAmount descending (limitNum ≤ 20; gameCategory ALL or a category)',
      querystring: rankListQuery, response: { 200: okEnvelopeSchema(rankListResult) },
    },
  }, async (req) => ok(await provider.rankList(req.ctx, req.query)));

  // Providers sign the exact bytes they send, so these routes read the body as text and answer in the
  // providers' shape ({status, balance, transactionId}), refusals included, rather than the envelope.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: WALLET_BODY_LIMIT }, (_req, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post('/provider/:vendor/wallet/:call', {
      schema: {
        tags: ['provider wallet'],
        summary: 'Seamless wallet for providers: authenticate, balance, bet, win, rollback, end-round. Headers x-timestamp (ms) and x-signature = hex HMAC-SHA256(vendor secret, "<timestamp>.<body>")',
        params: z.object({ vendor: z.string().regex(/^[A-Za-z0-9_]{1,20}$/).transform((s) => s.toUpperCase()), call: z.enum(WALLET_CALLS) }),
        body: z.string().max(WALLET_BODY_LIMIT),
        response: { 200: seamlessResponse, '4xx': seamlessError },
      },
    }, async (req, reply) => {
      try {
        return await providerWallet.handle(req.params.vendor, req.params.call, req.body, req.headers);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const balance = (err.details as { balance?: unknown } | undefined)?.balance;
        return reply.status(ERROR_STATUS[err.code]).send({
          status: 'ERROR' as const, errorCode: err.code, message: errorMessage(err.code, req.ctx.language),
          ...(typeof balance === 'string' ? { balance } : {}),
        });
      }
    });
  });
}
