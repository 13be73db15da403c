import {
  favouriteBody, favouriteIdsResult, favouriteListQuery, favouriteListResult, favouriteResult, gameListQuery, gameListResult, hotGamesQuery,
  hotGamesResult, newGameVendorQuery, newGameVendorResult, okEnvelopeSchema, recentGameQuery, recentGameResult, roomListQuery, roomListResult,
  vassGameTypeQuery, vassGameTypeResult, vendorLanesQuery, vendorLanesResult, favouriteRemoveQuery,
} from '@platform/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { ICON_VERSION } from './icon';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';

const tags = ['games'];
const security = [{ token: [] }];
/**
 * Icons are drawn from the catalogue row, which never changes for a node id: under the current drawing's
 * version (`?v=`, icon.ts ICON_VERSION, as the lobby hands them out) cached for a year; any other address revalidated.
 */
const VERSIONED_ICON_CACHE = 'public, max-age=31536000, immutable';
const iconQuery = z.object({ v: z.string().max(20).optional() });

function sendSvg(reply: FastifyReply, svg: string, version: string | undefined) {
  return reply.type('image/svg+xml; charset=utf-8').header('cache-control', version === ICON_VERSION ? VERSIONED_ICON_CACHE : 'no-cache')
    // An SVG opened on its own must not run anything as a page of our origin.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('x-content-type-options', 'nosniff').send(svg);
}

/** The game catalogue calls of spec §7 (lobby, favourites, recent games, live rooms) and the generated icons. */
export function gameRoutes(app: ZodFastify, { games }: Services) {
  app.get('/wps/relay/GCSGAME_gameList', {
    schema: {
      tags, summary: 'Games by category, vendor, classify and tags, trimmed name search in every language; one page (pageSize ≤ 200; beyond the last page: empty)',
      querystring: gameListQuery, response: { 200: okEnvelopeSchema(gameListResult) },
    },
  }, async (req, reply) => {
    // JSON text of the whole envelope (cached pages are sent as stored); Fastify sends JSON strings as they are.
    return reply.type('application/json; charset=utf-8').send(await games.gameList(req.ctx, req.query) as never);
  });

  app.get('/wps/relay/GCSGAME_hotGamesV2', {
    schema: { tags, summary: 'Hot games (cached per merchant, language and filters; flushed by catalogue edits)', querystring: hotGamesQuery, response: { 200: okEnvelopeSchema(hotGamesResult) } },
  }, async (req) => ok(await games.hotGames(req.ctx, req.query)));

  app.get('/wps/relay/GCSGAME_getVassGameType', {
    schema: { tags, summary: 'Per game category, the vendors that have games in it', querystring: vassGameTypeQuery, response: { 200: okEnvelopeSchema(vassGameTypeResult) } },
  }, async (req) => ok(await games.vassGameType(req.ctx, req.query.language)));

  app.get('/wps/relay/GCSGAME_newGameVendor', {
    schema: { tags, summary: 'Every vendor with its categories, icon and status', querystring: newGameVendorQuery, response: { 200: okEnvelopeSchema(newGameVendorResult) } },
  }, async (req) => ok(await games.newGameVendor(req.ctx, req.query.language)));

  app.get('/wps/relay/GCSGAME_gameVendorLanes', {
    schema: { tags, summary: 'Vendor lanes (html5-desktop): per vendor, a lane of up to 12 cards per game type (cached)', querystring: vendorLanesQuery, response: { 200: okEnvelopeSchema(vendorLanesResult) } },
  }, async (req) => ok(await games.vendorLanes(req.ctx, req.query)));

  app.get('/wps/relay/GLS2_roomList', {
    schema: { tags, summary: 'Live tables: limits and seats from the catalogue, players seated from recent launches', querystring: roomListQuery, response: { 200: okEnvelopeSchema(roomListResult) } },
  }, async (req) => ok(await games.roomList(req.ctx, req.query)));

  app.get('/wps/relay/MCSFE_getFavoriteGames', {
    config: { auth: 'member' },
    schema: { tags, security, summary: 'The member\'s favourite games as ids (T)', response: { 200: okEnvelopeSchema(favouriteIdsResult) } },
  }, async (req) => ok(await games.favouriteIds(req.member)));

  app.get('/wps/relay/MCSFE_getFavoriteGamesList', {
    config: { auth: 'member' },
    schema: { tags, security, summary: 'The member\'s favourite games, newest first, 80 per page (T)', querystring: favouriteListQuery, response: { 200: okEnvelopeSchema(favouriteListResult) } },
  }, async (req) => ok(await games.favouriteList(req.ctx, req.member, req.query)));

  app.post('/wps/relay/MCSFE_addFavoriteGameV2', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'Add a favourite game (T, real accounts; idempotent)', body: favouriteBody, response: { 200: okEnvelopeSchema(favouriteResult) } },
  }, async (req) => ok(await games.addFavourite(req.member, req.body.nodeId)));

  app.delete('/wps/relay/MCSFE_removeFavoriteGameV2', {
    config: { auth: 'realMember' },
    schema: { tags, security, summary: 'Remove a favourite game (T, real accounts; idempotent)', querystring: favouriteRemoveQuery, response: { 200: okEnvelopeSchema(favouriteResult) } },
  }, async (req) => ok(await games.removeFavourite(req.member, req.query.nodeId)));

  app.get('/wps/relay/GCS_recentGame', {
    config: { auth: 'member' },
    schema: { tags, security, summary: 'The games the member launched, latest first (T)', querystring: recentGameQuery, response: { 200: okEnvelopeSchema(recentGameResult) } },
  }, async (req) => ok(await games.recentGames(req.ctx, req.member, req.query)));

  app.get('/wps/game/icon/:file', {
    schema: { tags, summary: 'A game\'s generated icon (SVG; cached for a year under its version)', params: z.object({ file: z.string().regex(/^[1-9]\d{0,9}\.svg$/, 'nodeId.svg') }), querystring: iconQuery },
  }, async (req, reply) => sendSvg(reply, await games.iconSvg(Number(req.params.file.slice(0, -4))), req.query.v));

  app.get('/wps/game/vendor-icon/:file', {
    schema: { tags, summary: 'A vendor\'s generated badge (SVG; cached for a year under its version)', params: z.object({ file: z.string().regex(/^[A-Za-z0-9_]{1,20}\.svg$/, 'CODE.svg') }), querystring: iconQuery },
  }, async (req, reply) => sendSvg(reply, games.vendorIconSvg(req.params.file.slice(0, -4).toUpperCase()), req.query.v));
}
