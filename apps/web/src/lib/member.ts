/** Agent and trial flags derive from the member type (spec §3, §4). */
const AGENT_TYPES = new Set([1, 2, 41, 42]);
const TRIAL_TYPE = 4;

export function deriveMemberFlags(memberInfo: unknown): { isAgent: boolean; isTrial: boolean } {
  const type = typeof memberInfo === 'object' && memberInfo !== null ? (memberInfo as { type?: unknown }).type : undefined;
  const numeric = typeof type === 'number' ? type : Number(type);
  return { isAgent: AGENT_TYPES.has(numeric), isTrial: numeric === TRIAL_TYPE };
}
