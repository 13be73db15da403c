import type { GameLaunchFbBody, LaunchGameBody, LaunchGameResult, LeaveGameResult, RankItem, RankListQuery } from '@platform/contracts';
import { MEMBER_TYPE, parseLanguage } from '@platform/contracts';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import { newToken } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { displayAmount } from '../../lib/money';
import { gameIconUrl, nameIn, toCard, underMaintenance, vendorIconUrl } from '../games/cards';
import type { GameWithVendor } from '../games/repo';
import type { GamesService } from '../games/service';
import type { MemberRow } from '../member/repo';
import type { MerchantService } from '../merchant/service';
import type { AdapterRegistry } from './adapter';
import * as repo from './repo';

/** How long a launch token lets the provider authenticate and take bets; wins and rollbacks are accepted after it. */
export const LAUNCH_TOKEN_HOURS = 4;
/** Games offered instead of one under maintenance. */
const RECOMMENDED = 6;

/** "s•••r": enough for a winner to recognise their own name on the board, not enough to find the account. */
export function maskName(username: string): string {
  const chars = [...username];
  if (chars.length <= 2) return `${chars[0] ?? ''}•••`;
  return `${chars[0]}•••${chars[chars.length - 1]}`;
}

/**
 * Game launch (spec §4 launch rules, §7 /wps/game/launchGame, GCS_gameLaunchFB) and the winners
 * board. The launch token is 256 random bits given to the provider in the URL; only its hash is kept.
 */
/** The automatic transfer (transfers/auto-transfer.ts) as a launch and a leave use it. */
export interface LaunchTransfers {
  beforeLaunch(ctx: RequestContext, member: MemberRow, vendor: { code: string; walletMode: string }): Promise<void>;
  leave(ctx: RequestContext, member: MemberRow): Promise<LeaveGameResult>;
}

export function createProviderService(deps: { db: Db; merchants: MerchantService; games: GamesService; adapters: AdapterRegistry; transfers: LaunchTransfers; now?: () => Date }) {
  const { db, merchants, games, adapters } = deps;
  const now = deps.now ?? (() => new Date());

  async function recommended(merchantCode: string, found: GameWithVendor, ctx: RequestContext) {
    const rows = await repo.recommendedGames(db, merchantCode, found.game.gameType, found.game.id, RECOMMENDED);
    return rows.map((r) => toCard(r.game, r.vendor, ctx.language));
  }

  async function launchFound(ctx: RequestContext, member: MemberRow, found: GameWithVendor | null, opts: { launchMode: string; accountType: 0 | 1; language?: string; returnUrl?: string }): Promise<LaunchGameResult> {
    if (!found || found.game.status === 'hidden' || found.vendor.status === 'hidden') throw new AppError('game.not_found');
    const { game, vendor } = found;
    if (underMaintenance(game, vendor)) throw new AppError('game.maintenance', { recommended: await recommended(member.merchantCode, found, ctx) });
    const trial = member.type === MEMBER_TYPE.trial;
    // Spec §4: a trial user plays only free mode, with its play money; real money needs a registered account.
    if (trial && opts.accountType === 1) throw new AppError('member.in_need_true_account');
    if (opts.accountType === 0 && game.supportPlay !== 0) throw new AppError('launch.free_play_unavailable');
    const adapter = adapters.get(vendor.adapter);
    if (!adapter) throw new Error(`no provider adapter registered for ${vendor.adapter}`);
    const merchant = merchants.get(member.merchantCode);
    const language = parseLanguage(opts.language) ?? ctx.language;
    // A trial account's free play runs on its play-money wallet; a real member's free play is the provider's own fun balance.
    const withWallet = opts.accountType === 1 || trial;
    let launchToken: string | null = null;
    if (withWallet) {
      const { token, hash } = newToken();
      launchToken = token;
      await repo.insertSession(db, {
        merchantCode: member.merchantCode, memberId: member.id, vendorCode: vendor.code, gameCode: game.gameCode, gameId: game.id,
        tokenHash: hash, accountType: opts.accountType, language, expiresAt: new Date(now().getTime() + LAUNCH_TOKEN_HOURS * 3_600_000),
      });
      // After the session exists, so a balance read meanwhile sees this game as the one being played
      // and leaves the money just moved to it alone.
      if (opts.accountType === 1 && !trial) await deps.transfers.beforeLaunch(ctx, member, vendor);
    }
    const { url } = await adapter.launch({
      merchant, member: withWallet ? { id: member.id, username: member.username } : null, game, vendor,
      accountType: opts.accountType, language, launchToken, returnUrl: opts.returnUrl ?? '/',
    });
    await games.touchRecent(member.merchantCode, member.id, game.id);
    return { content: { game_url: url }, launchMode: opts.launchMode, accountType: opts.accountType, nodeId: game.id, vassalage: vendor.code, gameCode: game.gameCode };
  }

  return {
    /** /wps/game/launchGame: by nodeId, or by vendor and game code. */
    async launch(ctx: RequestContext, member: MemberRow, body: LaunchGameBody): Promise<LaunchGameResult> {
      const found = body.nodeId !== undefined
        ? await games.findGame(member.merchantCode, body.nodeId)
        : await games.findGameByCode(member.merchantCode, body.vassalage!, body.gameCode!);
      return launchFound(ctx, member, found, body);
    },

    /**
     * GCS_gameLaunchFB, the launch fallback: a vendor whose card is its lobby (isGame VASSALAGE), or a
     * client that knows only the vendor, launches the given game or else the vendor's lobby card.
     */
    async launchFallback(ctx: RequestContext, member: MemberRow, body: GameLaunchFbBody): Promise<LaunchGameResult> {
      if (body.gameCode) return launchFound(ctx, member, await games.findGameByCode(member.merchantCode, body.vassalage, body.gameCode), body);
      const lobby = await repo.vendorLobbyGame(db, member.merchantCode, body.vassalage);
      return launchFound(ctx, member, lobby ? await games.findGame(member.merchantCode, lobby.id) : null, body);
    },

    /** The player closed the game popup: its vendor's balance comes home in single-wallet mode (decision 0037). */
    leave(ctx: RequestContext, member: MemberRow): Promise<LeaveGameResult> {
      return deps.transfers.leave(ctx, member);
    },

    /** GCSGAME_getRankList: the biggest real-money wins, winAmount descending, masked winners. */
    async rankList(ctx: RequestContext, q: RankListQuery): Promise<RankItem[]> {
      const language = parseLanguage(q.language) ?? ctx.language;
      const rows = await repo.topWins(db, ctx.merchant.merchantCode, q.gameCategory === 'ALL' ? null : q.gameCategory, q.limitNum);
      return rows.map((r) => ({
        customerName: maskName(r.username),
        gameName: r.names ? nameIn(r.names, language, r.gameCode) : r.gameCode,
        winAmount: displayAmount(r.winAmount),
        iconUrl: r.gameId !== null ? gameIconUrl(r.gameId) : vendorIconUrl(r.vendorCode),
        nodeId: r.gameId,
        vassalage: r.vendorCode,
        gameType: r.gameType,
        settledAt: (r.settledAt ?? now()).toISOString(),
      }));
    },
  };
}
export type ProviderService = ReturnType<typeof createProviderService>;
