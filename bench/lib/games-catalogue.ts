import type { Database } from '../../apps/server/src/db/client';

/**
 * Tops the default merchant's catalogue up to `target` games: copies of its seeded games (not the
 * VASSALAGE cards) with a numbered game code and name, spread through the lobby order. Set-based, one
 * statement.
 */
export async function topUpGames(database: Database, target: number) {
  const { rows } = await database.executeSql(`SELECT COUNT(*)::int AS n FROM games WHERE merchant_code = 'thailand'`);
  const missing = target - (rows[0] as { n: number }).n;
  if (missing <= 0) return;
  await database.executeSql(`
    INSERT INTO games (merchant_code, vendor_code, game_code, game_type, game_classify, names, icon, is_hot, support_play, is_game, tags, rtp_bps, sort_order)
    SELECT g.merchant_code, g.vendor_code, g.game_code || '-b' || s, g.game_type, g.game_classify,
      (SELECT jsonb_object_agg(k, v || ' ' || (s + 1)) FROM jsonb_each_text(g.names) AS n(k, v)), g.icon, g.is_hot, g.support_play, NULL, g.tags, g.rtp_bps, g.sort_order + s
    FROM games g CROSS JOIN generate_series(1, 20) AS s
    WHERE g.merchant_code = 'thailand' AND g.is_game IS NULL
    ORDER BY s, g.id
    LIMIT ${missing}`);
}
