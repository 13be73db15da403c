import { z } from 'zod';
import { OPERATOR_PERMISSIONS, operatorRoleSchema, operatorTeam } from './operator-roles';

/** `GET /wps/operator/session/me`: the signed-in operator, as the back office shows it. */
export const operatorMe = z.object({
  id: z.number().int(),
  username: z.string(),
  /** Null: the operator may act on every merchant. */
  merchantCode: z.string().nullable(),
  owner: z.boolean(),
  /** The role and what it allows (decision 0044): the back office shows only what the operator may do. */
  role: operatorRoleSchema,
  /** Bound to one agent's team (decision 0053): `permissions` is then narrowed to the team ones. */
  team: operatorTeam.nullable(),
  permissions: z.array(z.enum(OPERATOR_PERMISSIONS)),
  totpEnabled: z.boolean(),
});
export type OperatorMe = z.infer<typeof operatorMe>;

/** One live session of the signed-in operator (`GET /wps/operator/session/sessions`). */
export const operatorSessionEntry = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  expiresAt: z.string(),
  /** The session of the token that asked. */
  current: z.boolean(),
});
export type OperatorSessionEntry = z.infer<typeof operatorSessionEntry>;

export const operatorSessionIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
