import type { OperatorRole } from '@platform/contracts';
import type { TestPlatform } from './helpers';

/** A password within the operator policy (decision 0033), so no forced change follows a first login. */
export const OPERATOR_PASSWORD = 'Test-Desk-Operator#2026';

/**
 * A new operator of a role (bound to a merchant, or null for all), made by the demo owner through the API,
 * signed in: its authorization header.
 */
export async function signedInOperator(p: TestPlatform, username: string, role: OperatorRole, merchantCode: string | null): Promise<{ authorization: string }> {
  const owner = { authorization: await p.operatorToken() };
  const created = await p.call({ method: 'POST', url: '/wps/operator/operators', headers: owner, payload: { username, password: OPERATOR_PASSWORD, role, merchantCode } });
  if (created.body.errorCode) throw new Error(`operator ${username} not made: ${created.body.errorCode}`);
  const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username, password: OPERATOR_PASSWORD } });
  if (!login.body.success) throw new Error(`operator ${username} cannot sign in: ${login.body.errorCode}`);
  return { authorization: login.body.value.token as string };
}
