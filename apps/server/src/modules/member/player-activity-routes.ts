import {
  okEnvelopeSchema, playerActionBody, playerActionParam, playerActionResult, playerAddressPage, playerBalances, playerDevicePage, playerLedgerPage,
  playerLedgerQuery, playerNote, playerNoteBody, playerNotePage, playerParam, playerRoundPage, playerSessionPage, playerTabQuery,
} from '@platform/contracts';
import { ok } from '../../http/envelope';
import type { ZodFastify } from '../../http/types';
import type { PlayerActivity } from './player-activity';

const tags = ['operator'];
const security = [{ token: [] }];
const base = '/wps/operator/merchants/:merchantCode/players/:id';

/** The player page's tabs and account actions (decision 0048). */
export function playerActivityRoutes(authed: ZodFastify, { playerActivity: activity }: { playerActivity: PlayerActivity }) {
  authed.get(`${base}/balances`, {
    config: { permission: 'players.read', team: 'member' },
    schema: { tags, security, summary: 'The player\'s main wallet and vendor wallets', params: playerParam, response: { 200: okEnvelopeSchema(playerBalances) } },
  }, async (req) => ok(await activity.balances(req.actor, req.params.merchantCode, req.params.id)));

  authed.get(`${base}/ledger`, {
    config: { permission: 'wallet.read', team: 'member' },
    schema: {
      tags, security, summary: 'Ledger entries of one of the player\'s wallets (main unless vendorCode), newest first, by period; paged',
      params: playerParam, querystring: playerLedgerQuery, response: { 200: okEnvelopeSchema(playerLedgerPage) },
    },
  }, async (req) => ok(await activity.ledger(req.actor, req.params.merchantCode, req.params.id, req.query)));

  authed.get(`${base}/rounds`, {
    config: { permission: 'players.read', team: 'member' },
    schema: { tags, security, summary: 'The player\'s game rounds, newest first, by period; paged', params: playerParam, querystring: playerTabQuery, response: { 200: okEnvelopeSchema(playerRoundPage) } },
  }, async (req) => ok(await activity.rounds(req.actor, req.params.merchantCode, req.params.id, req.query)));

  authed.get(`${base}/sessions`, {
    config: { permission: 'players.read', team: 'member' },
    schema: { tags, security, summary: 'The player\'s open sessions, newest first (addresses masked); paged', params: playerParam, querystring: playerTabQuery, response: { 200: okEnvelopeSchema(playerSessionPage) } },
  }, async (req) => ok(await activity.sessions(req.actor, req.params.merchantCode, req.params.id, req.query, true)));

  authed.get(`${base}/logins`, {
    config: { permission: 'players.read', team: 'member' },
    schema: { tags, security, summary: 'The player\'s login history, newest first, by period (addresses masked); paged', params: playerParam, querystring: playerTabQuery, response: { 200: okEnvelopeSchema(playerSessionPage) } },
  }, async (req) => ok(await activity.sessions(req.actor, req.params.merchantCode, req.params.id, req.query, false)));

  authed.get(`${base}/devices`, {
    config: { permission: 'players.read', team: 'member' },
    schema: { tags, security, summary: 'The devices the player logged in with, most recent first; paged', params: playerParam, querystring: playerTabQuery, response: { 200: okEnvelopeSchema(playerDevicePage) } },
  }, async (req) => ok(await activity.devices(req.actor, req.params.merchantCode, req.params.id, req.query)));

  authed.get(`${base}/addresses`, {
    config: { permission: 'players.read', team: 'member' },
    schema: { tags, security, summary: 'The addresses the player logged in from, most recent first (masked); paged', params: playerParam, querystring: playerTabQuery, response: { 200: okEnvelopeSchema(playerAddressPage) } },
  }, async (req) => ok(await activity.addresses(req.actor, req.params.merchantCode, req.params.id, req.query)));

  authed.get(`${base}/notes`, {
    config: { permission: 'players.read', team: 'member' },
    schema: { tags, security, summary: 'Operators\' notes on the player, newest first; paged', params: playerParam, querystring: playerTabQuery, response: { 200: okEnvelopeSchema(playerNotePage) } },
  }, async (req) => ok(await activity.notes(req.actor, req.params.merchantCode, req.params.id, req.query)));

  authed.post(`${base}/notes`, {
    config: { permission: 'players.manage', team: 'member' },
    schema: { tags, security, summary: 'Adds a note on the player (at most 1,000 characters; never edited); audited', params: playerParam, body: playerNoteBody, response: { 200: okEnvelopeSchema(playerNote) } },
  }, async (req) => ok(await activity.addNote(req.actor, req.params.merchantCode, req.params.id, req.body.text)));

  authed.post(`${base}/actions/:action`, {
    config: { permission: 'players.manage', team: 'member' },
    schema: {
      tags, security,
      summary: 'lock (every session ends), unlock, force-password-change (every session ends), reset-2fa; with a reason; audited',
      params: playerActionParam, body: playerActionBody, response: { 200: okEnvelopeSchema(playerActionResult) },
    },
  }, async (req) => ok(await activity.act(req.actor, req.params.merchantCode, req.params.id, req.params.action, req.body.reason)));
}
