import type { WalletMode } from '@platform/contracts';

/** The catalogue rows a launch needs (the games module's rows satisfy this). */
export interface LaunchGame {
  id: number;
  vendorCode: string;
  gameCode: string;
  gameType: string;
  gameClassify: string;
  names: Record<string, string>;
  supportPlay: number;
  isGame: string | null;
  status: string;
}
export interface LaunchVendor {
  code: string;
  name: string;
  walletMode: WalletMode;
  adapter: string;
  status: string;
}

export interface LaunchContext {
  merchant: { merchantCode: string; currency: string };
  /** null: the provider's own fun balance, no wallet calls (free play of a real member). */
  member: { id: number; username: string } | null;
  game: LaunchGame;
  vendor: LaunchVendor;
  /** 1 real money, 0 free play. */
  accountType: 0 | 1;
  language: string;
  /** The raw launch token (null with no member): the provider authenticates with it. */
  launchToken: string | null;
  /** A path on this site the game's back button returns to. */
  returnUrl: string;
}

/** How one kind of provider is launched (ARCHITECTURE §6); its wallet calls come to the seamless endpoints. */
export interface ProviderAdapter {
  code: 'sim' | 'pge';
  walletMode: WalletMode;
  launch(ctx: LaunchContext): Promise<{ url: string }>;
}

/** Adapters by code; services.ts registers the in-house one (pge) beside the simulator's. */
export function createAdapterRegistry() {
  const adapters = new Map<string, ProviderAdapter>();
  return {
    register(adapter: ProviderAdapter) {
      adapters.set(adapter.code, adapter);
    },
    get(code: string): ProviderAdapter | undefined {
      return adapters.get(code);
    },
  };
}
export type AdapterRegistry = ReturnType<typeof createAdapterRegistry>;

/** Which of the simulator's pages plays a game: its slot, its fishing game, or its table game. */
export function simGameKind(gameClassify: string): 'slot' | 'fish' | 'table' {
  if (gameClassify === 'fishing') return 'fish';
  if (['slots', 'scratch_card', 'bingo', 'arcade', 'lottery'].includes(gameClassify)) return 'slot';
  return 'table';
}

/**
 * apps/provider-sim, the stand-in external provider: the launch URL carries the token, the game and
 * the language; the simulator calls back the seamless wallet server to server.
 */
export function simAdapter(opts: { baseUrl: () => string | undefined }): ProviderAdapter {
  return {
    code: 'sim',
    walletMode: 'seamless',
    async launch(ctx) {
      const base = opts.baseUrl();
      if (!base) throw new Error('provider-sim is not running (PROVIDER_SIM_URL unset)');
      const url = new URL(`/play/${simGameKind(ctx.game.gameClassify)}`, base);
      url.searchParams.set('vendor', ctx.vendor.code);
      url.searchParams.set('game', ctx.game.gameCode);
      url.searchParams.set('name', ctx.game.names[ctx.language] ?? ctx.game.names.EN ?? ctx.game.gameCode);
      url.searchParams.set('lang', ctx.language);
      url.searchParams.set('currency', ctx.merchant.currency);
      url.searchParams.set('mode', ctx.launchToken ? 'wallet' : 'fun');
      if (ctx.launchToken) url.searchParams.set('token', ctx.launchToken);
      url.searchParams.set('return', ctx.returnUrl);
      return { url: url.toString() };
    },
  };
}
