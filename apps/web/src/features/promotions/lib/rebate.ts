/**
 * How a rebate claimed by hand reads (member centre → manual rebate; issue 19, decision 0058): whether its
 * card offers Claim or says why not, and its rates per game type in the lobby's order and words. The server
 * decides what can be claimed (`canClaim`); these only pick the words for it.
 */
import { GAME_TYPES, LANGUAGE_TAGS, type Language, type MemberRebate } from '@platform/contracts';
import { GAME_CATEGORIES, categoryEntry, type GameCategory } from '../../../lib/navigation';

/** `CLAIM`: the button; `NOTHING`: nothing earned and unpaid yet; `BELOW_MINIMUM`: something, less than the smallest payment. */
export type RebateView = 'CLAIM' | 'NOTHING' | 'BELOW_MINIMUM';

export function rebateView(rebate: Pick<MemberRebate, 'canClaim' | 'unpaid'>): RebateView {
  if (rebate.canClaim) return 'CLAIM';
  return rebate.unpaid > 0 ? 'BELOW_MINIMUM' : 'NOTHING';
}

/**
 * The locale key naming a game type: the lobby's own (nav.*) for its categories, the rebate's for a cockfight
 * (no lobby page of its own); null for a type the site does not know, shown by its code.
 */
export function gameTypeKey(type: string): string | null {
  if ((GAME_CATEGORIES as readonly string[]).includes(type)) return categoryEntry(type as GameCategory).labelKey;
  return type === 'COCKFIGHT' ? 'promotions.rebates.cockfight' : null;
}

/** The rated game types (a rate above 0), in the site's order of game types, unknown ones last by name. */
export function ratedTypes(rates: Record<string, number>): { type: string; rate: number }[] {
  const order = (type: string) => {
    const i = (GAME_TYPES as readonly string[]).indexOf(type);
    return i < 0 ? GAME_TYPES.length : i;
  };
  return Object.entries(rates)
    .filter(([, rate]) => rate > 0)
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([type, rate]) => ({ type, rate }));
}

const percentFormats = new Map<Language, Intl.NumberFormat>();
/** A rate in percent as the language writes it, with up to 2 decimals (0.8 → "0.8%"). */
export function formatRate(rate: number, language: Language): string {
  let format = percentFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[language], { style: 'percent', maximumFractionDigits: 2 });
    percentFormats.set(language, format);
  }
  return format.format(rate / 100);
}
