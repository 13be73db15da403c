import type { Language, MemberPromotionState, MemberPromotionStates } from '@platform/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { PromotionApplications } from './applications';
import type { DepositBonuses } from './deposit-bonuses';
import type { RedEnvelopes } from './red-envelopes';
import * as repo from './repo';

/** The kinds a player takes part in from a promotion's page today; the other kinds' slices add theirs. */
const PLAYABLE = ['apply', 'deposit_bonus', 'red_envelope'];
interface Member { id: number; merchantCode: string }

/**
 * The player's own state in a promotion (spec §4), from the part of the engine its kind belongs to: an
 * application's for an apply promotion, a participation's and grant's for a deposit bonus, a rush's for a red
 * envelope. One answer
 * shape, so the promotions page's cards and a promotion's page show the same action.
 */
export function createMemberPromotionStates(deps: { db: Db; applications: Pick<PromotionApplications, 'stateOf'>; depositBonuses: Pick<DepositBonuses, 'stateOf' | 'countTurnover'>;
  redEnvelopes: Pick<RedEnvelopes, 'stateOf'>; now?: () => Date;
}) {
  const { db, applications, depositBonuses, redEnvelopes } = deps;
  const now = deps.now ?? (() => new Date());
  const stateOf = (member: Member, promotion: repo.PromotionRow, at: Date, language: Language) =>
    promotion.kind === 'apply' ? applications.stateOf(db, member, promotion, at)
      : promotion.kind === 'red_envelope' ? redEnvelopes.stateOf(db, member, promotion, at, language)
        : depositBonuses.stateOf(db, member, promotion, at, language);

  return {
    async state(member: Member, code: string, language: Language): Promise<MemberPromotionState> {
      const promotion = await repo.findPublishedByCode(db, member.merchantCode, code);
      if (!promotion) throw new AppError('promotion.not_found');
      if (!PLAYABLE.includes(promotion.kind)) throw new AppError('promotion.not_applicable');
      // A paid bonus's progress as of now: the rounds settled since the last count are counted first.
      if (promotion.kind === 'deposit_bonus') await depositBonuses.countTurnover(member);
      return stateOf(member, promotion, now(), language);
    },

    async states(member: Member, language: Language): Promise<MemberPromotionStates> {
      const at = now();
      const published = await repo.publishedOfKinds(db, member.merchantCode, PLAYABLE);
      if (published.some((p) => p.kind === 'deposit_bonus')) await depositBonuses.countTurnover(member);
      return { list: await Promise.all(published.map((promotion) => stateOf(member, promotion, at, language))) };
    },
  };
}
export type MemberPromotionStatesService = ReturnType<typeof createMemberPromotionStates>;
