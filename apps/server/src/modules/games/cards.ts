import type { GameCard, Language, VendorSummary } from '@platform/contracts';
import { ICON_VERSION } from './icon';
import type { GameRow, VendorRow } from './repo';

/** The generated icon of a game (icon.ts draws it); nodeIds are global, so the URL needs no merchant. Versioned: cached for a year. */
export const gameIconUrl = (nodeId: number) => `/wps/game/icon/${nodeId}.svg?v=${ICON_VERSION}`;
export const vendorIconUrl = (code: string) => `/wps/game/vendor-icon/${encodeURIComponent(code)}.svg?v=${ICON_VERSION}`;

/** A name in the wanted language, else EN, else any (operators may add games with EN only). */
export function nameIn(names: Record<string, string>, language: Language, fallback = ''): string {
  return names[language] ?? names.EN ?? Object.values(names)[0] ?? fallback;
}

/** The vendor fields the lobby shows (what the cached vendor lists keep). */
export type VendorInfo = Pick<VendorRow, 'code' | 'name' | 'names' | 'status' | 'walletMode'>;

export const vendorName = (vendor: VendorInfo, language: Language) => vendor.names[language] ?? vendor.name;

/** A hidden game, or any game of a hidden vendor, never reaches a player. */
export const hiddenFromPlayers = (game: GameRow, vendor: VendorRow) => game.status === 'hidden' || vendor.status === 'hidden';

/** A game under maintenance, or one whose vendor is, is shown flagged; launching it is refused. */
export const underMaintenance = (game: GameRow, vendor: VendorRow) => game.status === 'maintenance' || vendor.status === 'maintenance';

/** The spec §3 game card: gameName, nodeName and displayName are the same localised name. */
export function toCard(game: GameRow, vendor: VendorRow, language: Language): GameCard {
  const name = nameIn(game.names, language, game.gameCode);
  const icon = gameIconUrl(game.id);
  return {
    nodeId: game.id,
    gameType: game.gameType,
    vassalage: game.vendorCode,
    vendorName: vendorName(vendor, language),
    gameCode: game.gameCode,
    gameName: name,
    nodeName: name,
    displayName: name,
    gameClassify: game.gameClassify,
    iconUrl: icon,
    showIcon: icon,
    isHot: game.isHot ? 1 : 0,
    supportPlay: game.supportPlay === 0 ? 0 : 1,
    isGame: game.isGame,
    tags: game.tags,
    rtp: game.rtpBps === null ? null : game.rtpBps / 100,
    maintenance: underMaintenance(game, vendor),
  };
}

export function toVendorSummary(vendor: VendorInfo, language: Language): VendorSummary {
  return {
    vassalage: vendor.code,
    name: vendorName(vendor, language),
    iconUrl: vendorIconUrl(vendor.code),
    status: vendor.status === 'maintenance' ? 'maintenance' : 'active',
    maintenance: vendor.status === 'maintenance',
    walletMode: vendor.walletMode,
  };
}

/** totalPages for a count and page size (0 games: 0 pages). */
export const pagesOf = (total: number, pageSize: number) => Math.ceil(total / pageSize);
