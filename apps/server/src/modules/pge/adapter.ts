import { PGE_GAMES, type PgeGame } from '@platform/contracts';
import { AppError } from '../../lib/errors';
import type { ProviderAdapter } from '../provider/adapter';

/**
 * The in-house provider's adapter: a launch opens this site's own play page, which calls the PGE
 * API with the member's session (same origin, in the game popup frame or standalone). The launch
 * token is passed on as the interface requires, but the page does not need it. A member's free
 * play without a wallet (no member in the launch) is refused: PGE has no separate fun balance,
 * while trial accounts play with their play money like any seamless game.
 */
export const pgeAdapter: ProviderAdapter = {
  code: 'pge',
  walletMode: 'seamless',
  async launch(ctx) {
    if (!ctx.member) throw new AppError('launch.free_play_unavailable');
    const game = ctx.game.gameCode as PgeGame;
    if (!PGE_GAMES.includes(game)) throw new AppError('game.not_found');
    const query = new URLSearchParams({ lang: ctx.language });
    if (ctx.launchToken) query.set('token', ctx.launchToken);
    if (ctx.returnUrl) query.set('return', ctx.returnUrl);
    return { url: `/pge/${game}?${query.toString()}` };
  },
};
