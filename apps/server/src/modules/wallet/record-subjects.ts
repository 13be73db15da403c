import { AGENT_CONTRACT_TYPES, type Language, type RecordSubject } from '@platform/contracts';

/**
 * What a posting was for, read from the ledger's reference and memo as the modules that post write
 * them (issue 17). The ledger keeps its keys (`withdrawal:1`, `member:1`, round ids, game codes) for
 * idempotency and audit; the player gets parts the page turns into words, with names looked up in
 * the request's language. A posting this file does not know is `none`: the type alone names it.
 */

/** What `subjectOf` needs of one posting: its type, the member's signed amount and the posting's own fields. */
export interface PostingFacts { type: string; amount: bigint; reference: string | null; memo: string | null; actorId: string }

/** Names in the request's language: games keyed `vendor|code`, vendors and deposit channels by code, promotions by id. */
export interface RecordNames { games: Map<string, string>; vendors: Map<string, string>; channels: Map<string, string>; promotions: Map<number, string> }

/** Looks the names up: the catalogue's (games module) and the deposit channels' (deposit module). */
export interface RecordNameSource {
  catalogue(merchantCode: string, language: Language, vendorCodes: string[], gameKeys: { vendorCode: string; gameCode: string }[]): Promise<{ games: Map<string, string>; vendors: Map<string, string> }>;
  channels(merchantCode: string, language: Language): Promise<Map<string, string>>;
  /** Promotion titles by id (promotions module): a bonus paid from a promotion's budget is named by it. */
  promotions(merchantCode: string, language: Language, ids: number[]): Promise<Map<number, string>>;
}

const ROUND_TYPES = new Set(['bet', 'win', 'refund']);
/** Seeded demo accounts start with a deposit of this reference (older seeds wrote the English words). */
export const OPENING_REFERENCES = new Set(['opening', 'demo opening balance']);

/** The vendor of a game posting: seamless calls post as `provider:<vendor>`. */
export function vendorOfActor(actorId: string | null): string | null {
  return actorId?.startsWith('provider:') ? actorId.slice('provider:'.length) : null;
}

function idAfter(prefix: string, reference: string | null): number | null {
  if (!reference?.startsWith(prefix)) return null;
  const n = Number(reference.slice(prefix.length));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** `a → b` as the transfers write it: the other member is b when money left, a when it came in. */
function counterparty(memo: string | null, direction: 'in' | 'out'): string | null {
  const parts = memo?.split(' → ');
  if (parts?.length !== 2) return null;
  return (direction === 'out' ? parts[1] : parts[0])?.trim() || null;
}

/** The names a page of postings needs: which vendors, games and channels to look up. */
export function namesWanted(postings: PostingFacts[]) {
  const vendorCodes: string[] = [];
  const gameKeys: { vendorCode: string; gameCode: string }[] = [];
  const promotionIds: number[] = [];
  let channels = false;
  for (const p of postings) {
    if (ROUND_TYPES.has(p.type)) {
      const vendorCode = vendorOfActor(p.actorId);
      if (vendorCode) {
        vendorCodes.push(vendorCode);
        if (p.memo) gameKeys.push({ vendorCode, gameCode: p.memo });
      }
    } else if (p.type === 'vendor_transfer' && p.reference) vendorCodes.push(p.reference);
    else if (p.type === 'deposit') channels = true;
    else if (p.type === 'bonus' || p.type === 'bonus_forfeit') {
      const id = idAfter('promotion:', p.reference);
      if (id !== null) promotionIds.push(id);
    }
  }
  return { vendorCodes, gameKeys, channels, promotionIds };
}

/** Fetches the names a page of postings needs, skipping lookups it does not need. */
export async function loadNames(source: RecordNameSource, merchantCode: string, language: Language, postings: PostingFacts[]): Promise<RecordNames> {
  const wanted = namesWanted(postings);
  const [catalogue, channels, promotions] = await Promise.all([
    wanted.vendorCodes.length ? source.catalogue(merchantCode, language, wanted.vendorCodes, wanted.gameKeys) : { games: new Map<string, string>(), vendors: new Map<string, string>() },
    wanted.channels ? source.channels(merchantCode, language) : new Map<string, string>(),
    wanted.promotionIds.length ? source.promotions(merchantCode, language, [...new Set(wanted.promotionIds)]) : new Map<number, string>(),
  ]);
  return { ...catalogue, channels, promotions };
}

export function gameNames(names: RecordNames, actorId: string | null, gameCode: string | null) {
  const vendorCode = vendorOfActor(actorId);
  return {
    game: vendorCode && gameCode ? names.games.get(`${vendorCode}|${gameCode}`) ?? null : null,
    vendor: vendorCode ? names.vendors.get(vendorCode) ?? null : null,
  };
}

export function subjectOf(p: PostingFacts, names: RecordNames): RecordSubject {
  const direction = p.amount < 0n ? 'out' : 'in';
  switch (p.type) {
    case 'deposit':
      if (p.reference && OPENING_REFERENCES.has(p.reference)) return { kind: 'opening' };
      return { kind: 'deposit', id: idAfter('deposit:', p.reference), channel: (p.memo && names.channels.get(p.memo)) ?? null };
    case 'withdrawal':
    case 'withdrawal_release':
      return { kind: 'withdrawal', id: idAfter('withdrawal:', p.reference) };
    case 'bet':
    case 'win':
    case 'refund':
      return { kind: 'game', ...gameNames(names, p.actorId, p.memo) };
    case 'vendor_transfer':
      return p.reference ? { kind: 'vendor', vendor: names.vendors.get(p.reference) ?? p.reference, direction } : { kind: 'none' };
    case 'upline_transfer':
      return { kind: 'upline', direction, username: counterparty(p.memo, direction) };
    case 'downline_transfer':
      return { kind: 'downline', direction, username: counterparty(p.memo, direction) };
    case 'commission': {
      // The contract service writes "<type> <period>"; only a known type is passed on.
      const contract = p.memo?.split(' ')[0] ?? '';
      return { kind: 'commission', contract: (AGENT_CONTRACT_TYPES as readonly string[]).includes(contract) ? contract : null };
    }
    case 'bonus':
    case 'bonus_forfeit': {
      const promotionId = idAfter('promotion:', p.reference);
      return { kind: 'bonus', name: (promotionId !== null ? names.promotions.get(promotionId) : undefined) || p.memo };
    }
    default:
      return { kind: 'none' };
  }
}
