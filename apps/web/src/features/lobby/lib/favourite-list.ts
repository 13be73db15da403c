/** The favourite id list with one game switched on (newest first, no duplicates) or off. */
export interface FavouriteEntry {
  nodeId: number;
  vendor: string;
  gameType: string;
}

export function withFavourite<T extends FavouriteEntry>(list: readonly T[], game: { nodeId: number; vassalage: string; gameType: string }, on: boolean): FavouriteEntry[] {
  const rest = list.filter((f) => f.nodeId !== game.nodeId);
  return on ? [{ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType }, ...rest] : rest;
}
