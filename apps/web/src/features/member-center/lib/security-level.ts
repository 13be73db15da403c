/** How much of the account is protected, for the meter on the security page. */
import type { SecurityOverview } from '@platform/contracts';

export type SecurityLevel = 'low' | 'medium' | 'high';

/**
 * One point per protection beyond the login password. A number or address only counts once verified:
 * an unverified one cannot receive recovery codes.
 */
export function securityLevel(o: Pick<SecurityOverview, 'mobileVerified' | 'emailVerified' | 'totpEnabled' | 'fundPasswordSet' | 'payeeNameSet'>) {
  const checks = [o.mobileVerified, o.emailVerified, o.totpEnabled, o.fundPasswordSet, o.payeeNameSet];
  const done = checks.filter(Boolean).length;
  const level: SecurityLevel = done >= 4 ? 'high' : done >= 2 ? 'medium' : 'low';
  return { done, total: checks.length, level };
}
