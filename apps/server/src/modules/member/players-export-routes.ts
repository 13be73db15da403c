import { merchantParam, PLAYER_CSV_COLUMNS, playerExportQuery, type PlayerListQuery } from '@platform/contracts';
import { sendCsv } from '../../http/csv-reply';
import { maskEmail, maskIp, maskMobile } from '../../lib/mask';
import type { ZodFastify } from '../../http/types';
import type { CsvExports } from '../exports/service';
import type { PlayerDirectory } from './players';

const tags = ['operator'];
const security = [{ token: [] }];

/**
 * The search as the audit entry keeps it: a mobile number, e-mail or IP address typed to find a player
 * is that player's personal data, and the audit log's readers (auditors) may lack `players.pii`; a
 * username part or an id is kept as typed.
 */
function auditedSearch(q: string | undefined, field: PlayerListQuery['field']): string | undefined {
  const text = q?.trim();
  if (!text || field === 'username' || field === 'id') return text || undefined;
  const ip = /^(\d{1,3}\.){3}\d{1,3}$|^[0-9a-f:]+:[0-9a-f:]*$/i;
  if (field === 'email' || (field === 'auto' && text.includes('@'))) return maskEmail(text);
  if (field === 'ip' || (field === 'auto' && ip.test(text))) return maskIp(text);
  if (field === 'mobile' || /^\+?[\d\s-]{6,}$/.test(text)) return maskMobile(null, text.replace(/\D/g, ''));
  return text;
}

/**
 * The player directory as CSV (decision 0055): the list route's filters and sort, read through the same
 * `players.search` a page at a time; personal data masked as the list masks it (no unmasking by export).
 */
export function playerExportRoutes(authed: ZodFastify, { players, csvExports }: { players: PlayerDirectory; csvExports: CsvExports }) {
  authed.get('/wps/operator/merchants/:merchantCode/players/export', {
    config: { permission: 'players.read', team: 'list' },
    schema: {
      tags, security, summary: 'The player directory as CSV (text/csv, streamed, at most 100,000 rows): the list\'s filters and sort, personal data masked; audited as player.export',
      params: merchantParam, querystring: playerExportQuery,
    },
  }, async (req, reply) => {
    const { merchantCode } = req.params;
    const file = await csvExports.open(req.actor, {
      list: 'players', action: 'player.export', merchantCode, filters: { ...req.query, q: auditedSearch(req.query.q, req.query.field) }, columns: PLAYER_CSV_COLUMNS,
      page: async (pageNo, pageSize) => {
        const found = await players.search(req.actor, merchantCode, { ...req.query, pageNo, pageSize });
        return found.list.map((entry) => ({ ...entry, currency: found.currency }));
      },
      cells: (r) => [r.id, r.username, r.type, r.status, r.mobile, r.email, r.balance, r.currency, r.uplineUsername, r.createdAt, r.lastLoginAt, r.locked],
    }, req.log);
    return sendCsv(reply, file);
  });
}
