import { z } from 'zod';

/**
 * The back office's player directory (issue 18, decision 0046): search, one player's page, and the
 * audited unmasking of personal data. Personal data (mobile, e-mail, real name, IP addresses) is always
 * answered masked; an operator whose role has `players.pii` asks for one field in clear at a time.
 */
export const PLAYER_SEARCH_FIELDS = ['auto', 'username', 'id', 'mobile', 'email', 'ip'] as const;
export const PLAYER_SORTS = ['createdAt', 'lastLoginAt', 'username'] as const;

export const playerListQuery = z.object({
  /** What the operator typed; `field` says what it is (`auto`: a number is an id, an @ an e-mail, a dotted quad an IP, else the start of a username). */
  q: z.string().trim().max(64).optional(),
  field: z.enum(PLAYER_SEARCH_FIELDS).default('auto'),
  status: z.enum(['active', 'disabled']).optional(),
  /** Players only, agents only, or both (trial accounts are never listed). */
  kind: z.enum(['player', 'agent', 'all']).default('all'),
  sort: z.enum(PLAYER_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PlayerListQuery = z.infer<typeof playerListQuery>;

export const playerListEntry = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  status: z.enum(['active', 'disabled']),
  /** Masked ("+66 ••• 5678"), or null when the player has none. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** Main wallet balance in major units. */
  balance: z.string(),
  uplineUsername: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  locked: z.boolean(),
});

export const playerListPage = z.object({
  list: z.array(playerListEntry),
  /** Counted up to 10,000; `totalCapped` says there are at least that many (a full count of a million rows is not worth its time). */
  totalCount: z.number().int(),
  totalCapped: z.boolean(),
  currency: z.string(),
});
export type PlayerListPage = z.infer<typeof playerListPage>;

export const PII_FIELDS = ['mobile', 'email', 'payeeName', 'registerIp', 'lastLoginIp'] as const;
export type PiiField = (typeof PII_FIELDS)[number];

export const playerParam = z.object({ merchantCode: z.string().trim().min(1).max(32), id: z.coerce.number().int().positive().max(2_147_483_647) });

export const playerDetail = playerListEntry.extend({
  nickname: z.string().nullable(),
  payeeName: z.string().nullable(),
  registerIp: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  registerMethod: z.string(),
  mobileVerified: z.boolean(),
  emailVerified: z.boolean(),
  totpEnabled: z.boolean(),
  mustChangePassword: z.boolean(),
  lockedUntil: z.string().nullable(),
  /** The agents above the player, top first. */
  agentPath: z.array(z.object({ id: z.number().int(), username: z.string() })),
  /** The addresses the player logged in from, newest first (masked), at most 20. */
  addresses: z.array(z.object({ ip: z.string(), firstSeenAt: z.string(), lastSeenAt: z.string() })),
  /** Which masked fields the caller may ask for in clear (`players.pii`). */
  canUnmask: z.boolean(),
});
export type PlayerDetail = z.infer<typeof playerDetail>;

export const unmaskBody = z.object({ field: z.enum(PII_FIELDS) }).strict();
export const unmaskResult = z.object({ field: z.enum(PII_FIELDS), value: z.string().nullable() });
