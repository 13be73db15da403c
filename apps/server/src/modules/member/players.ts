import { operatorAllows, type PiiField, type PlayerDetail, type PlayerListPage, type PlayerListQuery } from '@platform/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { maskEmail, maskIp, maskMobile, maskName } from '../../lib/mask';
import { formatAmount } from '../../lib/money';
import { teamPath } from '../../lib/team-scope';
import type { Actor, AuditService } from '../audit/service';
import type { MerchantService } from '../merchant/service';
import * as repo from './players-repo';

/** Counting stops here: "10,000+" is all a list needs, and a full count of a million rows is not free. */
const COUNT_CAP = 10_000;
const PII_COLUMN = { mobile: 'mobile', email: 'email', payeeName: 'payee_name', registerIp: 'register_ip', lastLoginIp: 'last_login_ip' } as const;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
const canUnmask = (actor: Actor) => actor.type !== 'operator' || (!!actor.role && operatorAllows(actor.role, !!actor.team, 'players.pii'));

/**
 * What the operator typed, read as the search it names. `auto` guesses from the shape: digits only are
 * an id (or, when long enough for a phone, a mobile number), an @ an e-mail, an address an IP, anything
 * else the start of a username.
 */
function readSearch(merchants: MerchantService, merchantCode: string, q: PlayerListQuery): repo.PlayerSearch {
  const text = q.q?.trim() ?? '';
  if (!text) return { by: 'none' };
  const merchant = merchants.get(merchantCode);
  const field = q.field !== 'auto' ? q.field
    : /^\d{1,9}$/.test(text) && text.length < merchant.phoneDigitsMin ? 'id'
      : /^\+?[\d\s-]{6,}$/.test(text) ? 'mobile'
        : text.includes('@') ? 'email'
          : /^(\d{1,3}\.){3}\d{1,3}$|^[0-9a-f:]+:[0-9a-f:]*$/i.test(text) ? 'ip' : 'username';
  switch (field) {
    case 'id': {
      const id = Number(text);
      if (!/^\d{1,10}$/.test(text) || id < 1 || id > 2_147_483_647) throw new AppError('system.invalid_input', [{ path: '/q', message: 'a player id' }]);
      return { by: 'id', id };
    }
    case 'mobile': {
      // The national number as players register it: digits, the merchant's dialing code and trunk 0 dropped.
      let digits = text.replace(/\D/g, '');
      if (text.startsWith('+') && digits.startsWith(merchant.dialingCode)) digits = digits.slice(merchant.dialingCode.length);
      digits = digits.replace(/^0+/, '');
      if (!digits) throw new AppError('system.invalid_input', [{ path: '/q', message: 'a mobile number' }]);
      return { by: 'mobile', dialingCode: merchant.dialingCode, mobile: digits };
    }
    case 'email': return { by: 'email', email: text };
    case 'ip': return { by: 'ip', ip: text.toLowerCase() };
    default: return { by: 'username', part: text };
  }
}

function entryOf(r: repo.PlayerRow, at: Date, actor: Actor) {
  return {
    id: r.id, username: r.username, type: r.type, status: r.status,
    mobile: r.mobile ? maskMobile(r.dialingCode, r.mobile) : null,
    email: r.email ? maskEmail(r.email) : null,
    balance: formatAmount(BigInt(r.balance ?? '0')),
    // The team's own agent answers to someone outside the team, whom a team-bound operator does not see.
    uplineUsername: actor.team?.agentId === r.id ? null : r.uplineUsername,
    createdAt: iso(r.createdAt)!, lastLoginAt: iso(r.lastLoginAt),
    locked: r.lockedUntil !== null && new Date(r.lockedUntil) > at,
  };
}

/**
 * The back office's player directory (decision 0046): search and one player's page, personal data always
 * masked, and one field at a time in clear for a role with `players.pii`, each time audited.
 */
export function createPlayerDirectory(deps: { db: Db; audit: AuditService; merchants: MerchantService; now?: () => Date }) {
  const { db, audit, merchants } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async search(actor: Actor, merchantCode: string, q: PlayerListQuery): Promise<PlayerListPage> {
      const merchant = merchants.assertOperatorScope(actor, merchantCode);
      const search = readSearch(merchants, merchantCode, q);
      const [found, counted] = await Promise.all([
        repo.searchPlayers(db, merchantCode, merchant.currency, search, q, actor.team ?? null),
        repo.countPlayers(db, merchantCode, search, q, COUNT_CAP, actor.team ?? null),
      ]);
      const at = now();
      return { list: found.map((r) => entryOf(r, at, actor)), totalCount: counted, totalCapped: counted >= COUNT_CAP, currency: merchant.currency };
    },

    async detail(actor: Actor, merchantCode: string, id: number): Promise<PlayerDetail> {
      const merchant = merchants.assertOperatorScope(actor, merchantCode);
      const row = await repo.findPlayer(db, merchantCode, merchant.currency, id);
      if (!row) throw new AppError('member.not_found');
      const pathIds = teamPath(actor.team, row.path.split('/').filter(Boolean).map(Number));
      const [agentPath, addresses] = await Promise.all([repo.agentsOnPath(db, merchantCode, pathIds), repo.knownAddresses(db, id, 20)]);
      return {
        ...entryOf(row, now(), actor),
        nickname: row.nickname,
        payeeName: row.payeeName ? maskName(row.payeeName) : null,
        registerIp: row.registerIp ? maskIp(row.registerIp) : null,
        lastLoginIp: row.lastLoginIp ? maskIp(row.lastLoginIp) : null,
        registerMethod: row.registerMethod,
        mobileVerified: row.mobileVerifiedAt !== null,
        emailVerified: row.emailVerifiedAt !== null,
        totpEnabled: row.totpEnabledAt !== null,
        mustChangePassword: row.mustChangePassword,
        lockedUntil: iso(row.lockedUntil),
        agentPath,
        addresses: addresses.map((a) => ({ ip: maskIp(a.ip), firstSeenAt: iso(a.firstSeenAt)!, lastSeenAt: iso(a.lastSeenAt)! })),
        canUnmask: canUnmask(actor),
      };
    },

    /** One field in clear; the audit row names the operator, the player and the field, never the value. */
    async unmask(actor: Actor, merchantCode: string, id: number, field: PiiField) {
      merchants.assertOperatorScope(actor, merchantCode);
      if (!canUnmask(actor)) throw new AppError('auth.forbidden');
      const row = await repo.piiValue(db, merchantCode, id, PII_COLUMN[field]);
      if (!row) throw new AppError('member.not_found');
      await db.transaction((tx) => audit.record(tx, actor, { merchantCode, action: 'player.pii.unmask', target: `member:${id}`, before: null, after: { field } }));
      const value = field === 'mobile' && row.value && row.dialingCode ? `+${row.dialingCode} ${row.value}` : row.value;
      return { field, value };
    },
  };
}
export type PlayerDirectory = ReturnType<typeof createPlayerDirectory>;
