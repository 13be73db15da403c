import type { OperatorRole } from '@platform/contracts';

/**
 * The roles in the order the form offers them, most powerful first. Written out here rather than imported:
 * the contracts' list sits beside zod schemas, and importing it would put zod in the back office's bundle.
 * `roles.test.ts` keeps it equal to the contracts' list.
 */
export const ROLES: readonly OperatorRole[] = ['owner', 'merchant_admin', 'finance', 'risk', 'support', 'marketing', 'auditor'];
