import type {
  PlayerAction, PlayerActionResult, PlayerAddressPage, PlayerBalances, PlayerDevicePage, PlayerLedgerPage, PlayerLedgerQuery, PlayerNote,
  PlayerNotePage, PlayerRoundPage, PlayerSessionPage, PlayerTabQuery,
} from '@platform/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { maskIp } from '../../lib/mask';
import { formatAmount } from '../../lib/money';
import type { Actor, AuditService } from '../audit/service';
import type { MerchantService } from '../merchant/service';
import * as repo from './player-activity-repo';

/** As the directory's list: "10,000+" is all a tab needs. */
const COUNT_CAP = 10_000;

const iso = (at: Date | string) => new Date(at).toISOString();
const isoOrNull = (at: Date | string | null) => (at === null ? null : iso(at));
const money = (minor: string | null) => (minor === null ? null : formatAmount(BigInt(minor)));
const paging = (q: { pageNo: number; pageSize: number }) => ({ limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
const paged = <T>(list: T[], total: number) => ({ list, totalCount: total, totalCapped: total >= COUNT_CAP });
/** The username in an operator's audit actor id (`<id>:<username>`); other actors keep their id. */
const authorOf = (actor: Actor) => (actor.type === 'operator' ? actor.id.slice(actor.id.indexOf(':') + 1) : actor.id);

/**
 * The player page's tabs and account actions (decision 0048). Every call checks the operator's merchant
 * first (decision 0044) and then finds the player in it, so another merchant's player is "not found".
 * Actions are audited with the operator's reason; one that changes nothing writes nothing.
 */
export function createPlayerActivity(deps: { db: Db; audit: AuditService; merchants: MerchantService; now?: () => Date }) {
  const { db, audit, merchants } = deps;
  const now = deps.now ?? (() => new Date());

  async function player(actor: Actor, merchantCode: string, id: number) {
    const merchant = merchants.assertOperatorScope(actor, merchantCode);
    if (!(await repo.findMember(db, merchantCode, id))) throw new AppError('member.not_found');
    return merchant;
  }

  /** What each action changes on the locked row, and whether it ends the player's sessions. */
  const ACTIONS: Record<PlayerAction, {
    audit: string;
    /** The state the action leaves, for the audit row. */
    after: Record<string, unknown>;
    applies: (m: NonNullable<Awaited<ReturnType<typeof repo.findMember>>>) => boolean;
    apply: (tx: Db, memberId: number) => Promise<void>;
    endsSessions: boolean;
  }> = {
    // An account an agent disabled is locked too: the lock becomes the operator's, which the agent cannot lift.
    lock: { audit: 'player.lock', after: { status: 'disabled', disabledBy: 'operator' }, applies: (m) => m.status === 'active' || m.disabledBy !== 'operator', apply: (tx, id) => repo.setStatus(tx, id, 'disabled'), endsSessions: true },
    unlock: { audit: 'player.unlock', after: { status: 'active' }, applies: (m) => m.status === 'disabled', apply: (tx, id) => repo.setStatus(tx, id, 'active'), endsSessions: false },
    // The login answers defaultPassword (as after a default password): the player must choose a new one.
    // Open sessions end too, so the change is asked at once rather than whenever the player next logs in.
    'force-password-change': { audit: 'player.password.force_change', after: { mustChangePassword: true }, applies: (m) => !m.mustChangePassword, apply: (tx, id) => repo.setMustChangePassword(tx, id), endsSessions: true },
    'reset-2fa': { audit: 'player.totp.reset', after: { totpEnabled: false }, applies: (m) => m.totpEnabled, apply: (tx, id) => repo.clearTotp(tx, id), endsSessions: false },
  };

  return {
    async balances(actor: Actor, merchantCode: string, id: number): Promise<PlayerBalances> {
      const merchant = await player(actor, merchantCode, id);
      const found = await repo.wallets(db, merchantCode, id);
      const main = found.find((w) => w.ownerKind === 'member' && w.currency === merchant.currency);
      // A player who never received money has no main account yet: it reads as zero, as the wallet does.
      const list = [
        { vendorCode: null, balance: money(main?.balance ?? '0')!, currency: merchant.currency, updatedAt: main ? iso(main.updatedAt) : iso(now()) },
        ...found.filter((w) => w.ownerKind === 'member_vendor').map((w) => ({
          vendorCode: w.ownerId.slice(w.ownerId.indexOf(':') + 1), balance: money(w.balance)!, currency: w.currency, updatedAt: iso(w.updatedAt),
        })),
      ];
      return { currency: merchant.currency, wallets: list };
    },

    async ledger(actor: Actor, merchantCode: string, id: number, q: PlayerLedgerQuery): Promise<PlayerLedgerPage> {
      const merchant = await player(actor, merchantCode, id);
      const account = await repo.walletAccount(db, merchantCode, id, merchant.currency, q.vendorCode);
      if (account === undefined) return paged([], 0);
      const { list, total } = await repo.ledger(db, account, { ...q, ...paging(q) }, COUNT_CAP);
      return paged(list.map((e) => ({
        id: e.id, postingId: e.postingId, type: e.type, vendorCode: q.vendorCode ?? null, amount: money(e.amount)!, balanceAfter: money(e.balanceAfter),
        reference: e.reference, memo: e.memo, createdAt: iso(e.createdAt),
      })), total);
    },

    async rounds(actor: Actor, merchantCode: string, id: number, q: PlayerTabQuery): Promise<PlayerRoundPage> {
      await player(actor, merchantCode, id);
      const { list, total } = await repo.rounds(db, merchantCode, id, { ...q, ...paging(q) }, COUNT_CAP);
      return paged(list.map((r) => ({
        id: r.id, vendorCode: r.vendorCode, gameCode: r.gameCode, roundId: r.roundId, status: r.status,
        bet: money(r.bet)!, win: money(r.win)!, refund: money(r.refund)!, currency: r.currency, startedAt: iso(r.startedAt), settledAt: isoOrNull(r.settledAt),
      })), total);
    },

    /** `activeOnly`: the sessions tab (open now); otherwise the login history, every session ever opened. */
    async sessions(actor: Actor, merchantCode: string, id: number, q: PlayerTabQuery, activeOnly: boolean): Promise<PlayerSessionPage> {
      await player(actor, merchantCode, id);
      const at = now();
      const { list, total } = await repo.sessions(db, id, { ...q, ...paging(q), activeAt: activeOnly ? at : undefined }, COUNT_CAP);
      return paged(list.map((s) => ({
        id: s.id, ip: s.ip ? maskIp(s.ip) : null, device: s.device, createdAt: iso(s.createdAt), lastSeenAt: iso(s.lastSeenAt), expiresAt: iso(s.expiresAt),
        endedAt: isoOrNull(s.revokedAt), active: s.revokedAt === null && new Date(s.expiresAt) > at,
      })), total);
    },

    async devices(actor: Actor, merchantCode: string, id: number, q: PlayerTabQuery): Promise<PlayerDevicePage> {
      await player(actor, merchantCode, id);
      const { list, total } = await repo.devices(db, id, paging(q), COUNT_CAP);
      return paged(list.map((d) => ({ device: d.device, logins: d.logins, lastSeenAt: iso(d.lastSeenAt) })), total);
    },

    async addresses(actor: Actor, merchantCode: string, id: number, q: PlayerTabQuery): Promise<PlayerAddressPage> {
      await player(actor, merchantCode, id);
      const { list, total } = await repo.addresses(db, id, paging(q), COUNT_CAP);
      return paged(list.map((a) => ({ ip: maskIp(a.ip), firstSeenAt: iso(a.firstSeenAt), lastSeenAt: iso(a.lastSeenAt) })), total);
    },

    async notes(actor: Actor, merchantCode: string, id: number, q: PlayerTabQuery): Promise<PlayerNotePage> {
      await player(actor, merchantCode, id);
      const { list, total } = await repo.notes(db, id, paging(q), COUNT_CAP);
      return paged(list.map((n) => ({ id: n.id, text: n.text, author: n.author, createdAt: iso(n.createdAt) })), total);
    },

    /** A note is written once and kept: the audit row holds its text, so the log alone tells what was said. */
    async addNote(actor: Actor, merchantCode: string, id: number, text: string): Promise<PlayerNote> {
      await player(actor, merchantCode, id);
      const author = authorOf(actor);
      return db.transaction(async (tx) => {
        const note = await repo.insertNote(tx, { merchantCode, memberId: id, text, authorId: actor.id, author });
        await audit.record(tx, actor, { merchantCode, action: 'player.note.add', target: `member:${id}`, before: null, after: { noteId: note.id, text } });
        return { id: note.id, text, author, createdAt: iso(note.createdAt) };
      });
    },

    /**
     * Lock (the account's status `disabled`, which the login and every token check refuse — as an agent's
     * disabling does — and every session ends at once), unlock, force a new password at the next login,
     * or turn off two-factor authentication so the player can set it up again.
     */
    async act(actor: Actor, merchantCode: string, id: number, action: PlayerAction, reason: string): Promise<PlayerActionResult> {
      merchants.assertOperatorScope(actor, merchantCode);
      const step = ACTIONS[action];
      return db.transaction(async (tx) => {
        const member = await repo.findMember(tx, merchantCode, id, true);
        if (!member) throw new AppError('member.not_found');
        if (!step.applies(member)) return { action, changed: false, sessionsEnded: 0 };
        await step.apply(tx, id);
        const sessionsEnded = step.endsSessions ? await repo.endSessions(tx, id, now()) : 0;
        const before = { status: member.status, disabledBy: member.disabledBy, mustChangePassword: member.mustChangePassword, totpEnabled: member.totpEnabled };
        await audit.record(tx, actor, { merchantCode, action: step.audit, target: `member:${id}`, before, after: { ...step.after, reason, sessionsEnded } });
        return { action, changed: true, sessionsEnded };
      });
    },
  };
}
export type PlayerActivity = ReturnType<typeof createPlayerActivity>;
