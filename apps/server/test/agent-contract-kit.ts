import { CONTRACT_CALLS, type AgentContractType } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { TestPlatform } from './helpers';

export const PASSWORD = 'Secret#123';

export interface Who { id: number; username: string; auth: { authorization: string } }

/**
 * The agent-contract tests' factories: members registered through the API and placed in the hierarchy,
 * and the contract relay calls. `platform` is read at call time (the tests make it in beforeAll);
 * `prefix` and `mobileBase` keep each file's usernames and mobile numbers apart.
 */
export function agentContractKit(platform: () => TestPlatform, prefix: string, mobileBase: number) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw rows read in assertions
  const rows = async (query: SQL) => ((await platform().database.db.execute(query)) as unknown as { rows: any[] }).rows;
  let n = 0;

  async function register(): Promise<Who> {
    const p = platform();
    const username = `${prefix}${String(n).padStart(3, '0')}`;
    const mobileNum = `08${String(mobileBase + n++ * 7919).padStart(8, '0')}`;
    const { body } = await p.call({ method: 'PUT', url: '/wps/member/register', payload: { username, password: PASSWORD, confirmPassword: PASSWORD, mobileNum, acceptTerms: true, confirmAge: true } });
    if (!body.success) throw new Error(`registration failed: ${JSON.stringify(body)}`);
    const auth = { authorization: body.value.token as string };
    const info = await p.call({ method: 'GET', url: '/wps/member/info', headers: auth });
    return { id: info.body.value.id as number, username, auth };
  }

  /** Places a member in the hierarchy (type, upline, materialised path). */
  async function place(who: Who, type: number, upline: Who | null) {
    const [u] = upline ? await rows(sql`SELECT path, depth FROM members WHERE id = ${upline.id}`) : [null];
    const path = upline ? `${u.path}${upline.id}/` : '/';
    await platform().database.db.execute(sql`UPDATE members SET type = ${type}, upline_id = ${upline?.id ?? null}, path = ${path}, depth = ${upline ? u.depth + 1 : 0} WHERE id = ${who.id}`);
  }

  /** One contract relay call (spec §7) of a type, with its request type. */
  const relay = (type: AgentContractType, who: Who, req: string, body: Record<string, unknown> = {}) => {
    const { path, field } = CONTRACT_CALLS[type];
    return platform().call({ method: 'POST', url: path, headers: who.auth, payload: { [field]: req, ...body } });
  };

  /** One tier at `rate` % from the first unit, no minimum valid bet unless `extra` says otherwise. */
  const terms = (rate: number | string, extra: Record<string, unknown> = {}) => ({ minValidBet: 0, tiers: [{ threshold: 0, activeMembers: 0, rate }], ...extra });

  return { rows, register, place, relay, terms };
}
