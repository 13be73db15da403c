import { z } from 'zod';

/**
 * Operator roles and what each may do (decision 0044). Every operator route names one permission; the
 * server checks it before anything else reads the request, and the back office hides what the
 * signed-in operator's role lacks. An operator has one role, within its merchant binding (one
 * merchant, or all of them).
 */
export const OPERATOR_PERMISSIONS = [
  'merchants.read',
  /** New merchants (owner). */
  'merchants.create',
  /** Settings, features, registration fields, domains, theme, status, social login, support channels. */
  'merchants.settings',
  /** Money settings: amount limits and the approval threshold, wallet mode, withdrawal settings, deposit channels. */
  'merchants.money',
  /** Blocked countries and address ranges. */
  'merchants.blocks',
  /** The player directory: search and a player's page, personal data masked. */
  'players.read',
  /** One personal field of a player in clear, each time audited. */
  'players.pii',
  /** Player account actions (a one-time default password). */
  'players.manage',
  /** Ledger views: pending adjustments, reconciliation. */
  'wallet.read',
  'wallet.adjust',
  /** The second pair of eyes on an adjustment above the threshold. */
  'wallet.approve',
  'deposits.read',
  'deposits.decide',
  'withdrawals.read',
  'withdrawals.decide',
  /** Receipts and proof images players uploaded. */
  'files.read',
  'content.read',
  'content.manage',
  /** The promotions catalogue (issue 19). */
  'promotions.read',
  'promotions.manage',
  /** Money into a promotion's budget and back (owner, merchant admin): marketing prepares promotions, it does not move money. */
  'promotions.fund',
  /** Deciding players' applications to apply-type promotions: an amount from the funded budget, within the promotion's maximum. */
  'promotions.review',
  'games.read',
  'games.manage',
  /** The agent tree of a merchant, a member's upline chain, agents' contracts, settlements and team figures. */
  'agents.read',
  /** Agent contract settlements re-run. */
  'agents.manage',
  /** The development outbox of SMS and e-mail (verification codes). */
  'messages.outbox',
  'audit.read',
  /** The dashboard and the reports with their CSV exports (decision 0050). */
  'reports.read',
  /** Operators: authenticator resets (and, in the back office, create, disable). */
  'operators.manage',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

export const OPERATOR_ROLES = ['owner', 'merchant_admin', 'finance', 'risk', 'support', 'marketing', 'auditor'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);

const READS: OperatorPermission[] = ['merchants.read', 'players.read', 'wallet.read', 'deposits.read', 'withdrawals.read', 'content.read', 'promotions.read', 'games.read', 'agents.read'];

export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  owner: OPERATOR_PERMISSIONS,
  merchant_admin: OPERATOR_PERMISSIONS.filter((p) => p !== 'merchants.create' && p !== 'operators.manage'),
  finance: ['merchants.read', 'reports.read', 'players.read', 'players.pii', 'wallet.read', 'wallet.adjust', 'wallet.approve', 'deposits.read', 'deposits.decide', 'withdrawals.read', 'withdrawals.decide', 'files.read', 'agents.read'],
  risk: ['merchants.read', 'reports.read', 'merchants.blocks', 'players.read', 'players.pii', 'players.manage', 'wallet.read', 'deposits.read', 'withdrawals.read', 'withdrawals.decide', 'files.read', 'audit.read', 'agents.read', 'promotions.read', 'promotions.review'],
  support: ['merchants.read', 'players.read', 'players.pii', 'players.manage', 'deposits.read', 'withdrawals.read', 'files.read', 'content.read', 'promotions.read', 'promotions.review', 'messages.outbox', 'agents.read'],
  marketing: ['merchants.read', 'content.read', 'content.manage', 'promotions.read', 'promotions.manage', 'games.read', 'games.manage'],
  auditor: [...READS, 'audit.read', 'reports.read'],
};

export function roleAllows(role: OperatorRole, permission: OperatorPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * What an operator bound to one agent's team may still do (decision 0053): the work on that team's
 * players, their money requests and the agents below. Everything else covers the whole merchant
 * (settings, content, reports, the audit log, second approvals) and stays with merchant-wide operators.
 */
export const TEAM_PERMISSIONS: readonly OperatorPermission[] = [
  'players.read', 'players.pii', 'players.manage', 'wallet.read', 'wallet.adjust',
  'deposits.read', 'deposits.decide', 'withdrawals.read', 'withdrawals.decide', 'files.read', 'agents.read',
];

/** Roles that make no sense within a team: an owner manages operators, marketing has no team permission. */
export const TEAM_ROLES: readonly OperatorRole[] = ['merchant_admin', 'finance', 'risk', 'support', 'auditor'];

/** A role's permissions, narrowed to the team ones when the operator is bound to an agent's team. */
export function operatorPermissions(role: OperatorRole, teamBound: boolean): OperatorPermission[] {
  return ROLE_PERMISSIONS[role].filter((p) => !teamBound || TEAM_PERMISSIONS.includes(p));
}

export function operatorAllows(role: OperatorRole, teamBound: boolean, permission: OperatorPermission): boolean {
  return roleAllows(role, permission) && (!teamBound || TEAM_PERMISSIONS.includes(permission));
}

/** `POST /wps/operator/operators` (owners): a new operator with its role and binding (null: every merchant). */
export const operatorCreateBody = z.object({
  username: z.string().trim().regex(/^[A-Za-z0-9_.-]{3,32}$/),
  password: z.string().min(1).max(128),
  role: operatorRoleSchema,
  merchantCode: z.string().trim().min(1).max(32).nullable(),
  /** An agent of that merchant, by username: the operator then works on that agent's team only (decision 0053). */
  agentUsername: z.string().trim().min(1).max(32).nullable().optional(),
}).strict();

/** The agent whose team an operator is bound to. */
export const operatorTeam = z.object({ agentId: z.number().int(), agentUsername: z.string() });
export type OperatorTeam = z.infer<typeof operatorTeam>;

/** `PUT /wps/operator/operators/:username/status`: a disabled operator's sessions end at once. */
export const operatorStatusBody = z.object({ status: z.enum(['active', 'disabled']) }).strict();

/** `PUT /wps/operator/operators/:username/role`: recorded for a second owner's approval (decision 0045), not applied. */
export const operatorRoleBody = z.object({ role: operatorRoleSchema }).strict();

/** One operator in the owners' list (`GET /wps/operator/operators`). */
export const operatorEntry = z.object({
  id: z.number().int(),
  username: z.string(),
  merchantCode: z.string().nullable(),
  role: operatorRoleSchema,
  /** Null: the whole merchant (or every merchant). */
  team: operatorTeam.nullable(),
  status: z.enum(['active', 'disabled']),
  totpEnabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorEntry = z.infer<typeof operatorEntry>;
