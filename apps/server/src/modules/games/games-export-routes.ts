import { GAME_CSV_COLUMNS, gameExportQuery, merchantParam } from '@platform/contracts';
import { sendCsv } from '../../http/csv-reply';
import { jsonCell } from '../../lib/csv';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';
import type { CsvExports } from '../exports/service';

const tags = ['games'];
const security = [{ token: [] }];

/** The back office's games list as CSV (decision 0055): its filters and sort, read through `admin.listGames` a page at a time. */
export function gameExportRoutes(authed: ZodFastify, { games, csvExports }: Pick<Services, 'games'> & { csvExports: CsvExports }) {
  authed.get('/wps/operator/merchants/:merchantCode/games/export', {
    config: { permission: 'games.read' },
    schema: {
      tags, security, params: merchantParam, querystring: gameExportQuery,
      summary: 'The merchant\'s games as CSV (text/csv, streamed, at most 100,000 rows): every status, the list\'s filters and sort; names and tags as JSON; audited as game.export',
    },
  }, async (req, reply) => {
    const { merchantCode } = req.params;
    const file = await csvExports.open(req.actor, {
      list: 'games', action: 'game.export', merchantCode, filters: req.query, columns: GAME_CSV_COLUMNS,
      page: async (pageNo, pageSize) => (await games.admin.listGames(req.actor, merchantCode, { ...req.query, pageNo, pageSize })).list,
      cells: (r) => [
        r.id, r.vendorCode, r.gameCode, r.gameType, r.gameClassify, jsonCell(r.names), r.isHot, r.supportPlay, r.isGame, jsonCell(r.tags),
        r.rtpBps, r.status, r.sortOrder, r.updatedAt,
      ],
    }, req.log);
    return sendCsv(reply, file);
  });
}
