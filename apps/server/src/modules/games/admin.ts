import type {
  GameCreateBody, GamePatchBody, GameReorderBody, OperatorGame, OperatorGameQuery, OperatorVendor, VendorCreateBody, VendorPatchBody, VendorReorderBody,
} from '@platform/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Actor, AuditService } from '../audit/service';
import type { MerchantService } from '../merchant/service';
import * as adminRepo from './admin-repo';
import { pagesOf } from './cards';
import { iconSpecFor } from './icon';
import type { GameRow, VendorRow } from './repo';

function toOperatorVendor(v: VendorRow, gameCount: number): OperatorVendor {
  return {
    id: v.id, code: v.code, name: v.name, names: v.names, walletMode: v.walletMode, adapter: v.adapter, status: v.status, sortOrder: v.sortOrder,
    gameCount, updatedAt: v.updatedAt.toISOString(),
  };
}

function toOperatorGame(g: GameRow): OperatorGame {
  return {
    id: g.id, vendorCode: g.vendorCode, gameCode: g.gameCode, gameType: g.gameType, gameClassify: g.gameClassify, names: g.names, isHot: g.isHot,
    supportPlay: g.supportPlay, isGame: g.isGame, tags: g.tags, rtpBps: g.rtpBps, status: g.status, sortOrder: g.sortOrder, updatedAt: g.updatedAt.toISOString(),
  };
}

/** What an audit row keeps of a game: the fields an operator can change. */
const auditedGame = ({ createdAt: _c, updatedAt: _u, icon: _i, searchText: _s, ...rest }: GameRow) => rest;
const auditedVendor = ({ createdAt: _c, updatedAt: _u, ...rest }: VendorRow) => rest;

/**
 * The operator API of the catalogue (issue 5): vendors and games added, edited (names, flags, status,
 * wallet mode, RTP), hidden and reordered. Merchant-bound operators act on their merchant only; every
 * change is audited in its transaction and flushes the merchant's cached lobby reads afterwards.
 */
export function createGamesAdmin(deps: { db: Db; audit: AuditService; merchants: MerchantService; flush: (merchantCode: string) => Promise<void> }) {
  const { db, audit, merchants, flush } = deps;

  /** Runs a change in a transaction, then flushes the merchant's cache (after commit: readers then see the new rows). */
  async function change<T>(merchantCode: string, fn: (tx: Db) => Promise<T>): Promise<T> {
    const result = await db.transaction(fn);
    await flush(merchantCode);
    return result;
  }

  return {
    async listVendors(actor: Actor, merchantCode: string): Promise<OperatorVendor[]> {
      merchants.assertOperatorScope(actor, merchantCode);
      return (await adminRepo.listVendors(db, merchantCode)).map((r) => toOperatorVendor(r.vendor, r.n ?? 0));
    },

    async addVendor(actor: Actor, merchantCode: string, body: VendorCreateBody): Promise<OperatorVendor> {
      merchants.assertOperatorScope(actor, merchantCode);
      return change(merchantCode, async (tx) => {
        const created = await adminRepo.insertVendor(tx, { merchantCode, ...body });
        if (!created) throw new AppError('game.vendor_exists');
        await audit.record(tx, actor, { merchantCode, action: 'game_vendor.create', target: `game_vendor:${body.code}`, before: null, after: auditedVendor(created) });
        return toOperatorVendor(created, 0);
      });
    },

    async editVendor(actor: Actor, merchantCode: string, code: string, body: VendorPatchBody): Promise<OperatorVendor> {
      merchants.assertOperatorScope(actor, merchantCode);
      return change(merchantCode, async (tx) => {
        const before = await adminRepo.findVendor(tx, merchantCode, code, true);
        if (!before) throw new AppError('game.vendor_not_found');
        const after = await adminRepo.updateVendor(tx, merchantCode, code, body);
        await audit.record(tx, actor, { merchantCode, action: 'game_vendor.update', target: `game_vendor:${code}`, before: auditedVendor(before), after: auditedVendor(after) });
        const count = (await adminRepo.listVendors(tx, merchantCode)).find((r) => r.vendor.code === code)?.n ?? 0;
        return toOperatorVendor(after, count);
      });
    },

    async reorderVendors(actor: Actor, merchantCode: string, body: VendorReorderBody): Promise<{ updated: number }> {
      merchants.assertOperatorScope(actor, merchantCode);
      return change(merchantCode, async (tx) => {
        const before = await adminRepo.reorderVendors(tx, merchantCode, body.items);
        // All or nothing: one unknown code refuses the whole request (the transaction rolls back).
        if (before.length !== new Set(body.items.map((i) => i.code)).size) throw new AppError('game.vendor_not_found');
        await audit.record(tx, actor, { merchantCode, action: 'game_vendor.reorder', target: 'game_vendors', before, after: body.items });
        return { updated: before.length };
      });
    },

    async listGames(actor: Actor, merchantCode: string, q: OperatorGameQuery) {
      merchants.assertOperatorScope(actor, merchantCode);
      const { rows, total } = await adminRepo.pageGames(db, merchantCode, q, q.pageSize, (q.pageNo - 1) * q.pageSize);
      return { list: rows.map(toOperatorGame), totalPages: pagesOf(total, q.pageSize), totalCount: total };
    },

    async addGame(actor: Actor, merchantCode: string, body: GameCreateBody): Promise<OperatorGame> {
      merchants.assertOperatorScope(actor, merchantCode);
      return change(merchantCode, async (tx) => {
        if (!(await adminRepo.findVendor(tx, merchantCode, body.vendorCode))) throw new AppError('game.vendor_not_found');
        const created = await adminRepo.insertGame(tx, { merchantCode, ...body, icon: iconSpecFor(body.vendorCode, body.gameCode, body.names.EN!) });
        if (!created) throw new AppError('game.exists');
        await audit.record(tx, actor, { merchantCode, action: 'game.create', target: `game:${created.id}`, before: null, after: auditedGame(created) });
        return toOperatorGame(created);
      });
    },

    async editGame(actor: Actor, merchantCode: string, id: number, body: GamePatchBody): Promise<OperatorGame> {
      merchants.assertOperatorScope(actor, merchantCode);
      return change(merchantCode, async (tx) => {
        const before = await adminRepo.findGame(tx, merchantCode, id, true);
        if (!before) throw new AppError('game.not_found');
        const after = await adminRepo.updateGame(tx, merchantCode, id, body);
        await audit.record(tx, actor, { merchantCode, action: 'game.update', target: `game:${id}`, before: auditedGame(before), after: auditedGame(after) });
        return toOperatorGame(after);
      });
    },

    async reorderGames(actor: Actor, merchantCode: string, body: GameReorderBody): Promise<{ updated: number }> {
      merchants.assertOperatorScope(actor, merchantCode);
      return change(merchantCode, async (tx) => {
        const before = await adminRepo.reorderGames(tx, merchantCode, body.items);
        if (before.length !== new Set(body.items.map((i) => i.id)).size) throw new AppError('game.not_found');
        await audit.record(tx, actor, { merchantCode, action: 'game.reorder', target: 'games', before, after: body.items });
        return { updated: before.length };
      });
    },
  };
}
export type GamesAdmin = ReturnType<typeof createGamesAdmin>;
