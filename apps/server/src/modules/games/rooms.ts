import type { GameRoom, Language } from '@platform/contracts';
import { gameIconUrl, nameIn, underMaintenance, vendorName } from './cards';
import type { GameRow, VendorRow } from './repo';

/** Table limits in major units by position in this list; a table's comes from its id, so it never changes between calls. */
const LIMITS: [number, number][] = [[10, 5_000], [20, 10_000], [50, 25_000], [100, 50_000], [500, 200_000]];
const SEATS = [7, 9, 12, 50, 100];

/** A live table as GLS2_roomList shows it: everything but the seated players comes from the catalogue row. */
export function roomOf(game: GameRow, vendor: VendorRow, language: Language, currency: string, playersSeated: number): GameRoom {
  const [minBet, maxBet] = LIMITS[game.id % LIMITS.length]!;
  const seats = SEATS[game.id % SEATS.length]!;
  return {
    roomId: `${game.vendorCode}-${game.gameCode}`,
    nodeId: game.id,
    tableName: nameIn(game.names, language, game.gameCode),
    vassalage: game.vendorCode,
    vendorName: vendorName(vendor, language),
    gameCode: game.gameCode,
    gameClassify: game.gameClassify,
    minBet, maxBet, currency, seats,
    playersSeated: Math.min(playersSeated, seats),
    iconUrl: gameIconUrl(game.id),
    maintenance: underMaintenance(game, vendor),
  };
}
