import { isAgentType, MEMBER_TYPE } from '@platform/contracts';

/** The locale key of an account type: operators read "Player" or "Agent", never the stored number. */
export function playerTypeKey(type: number): 'players.types.player' | 'players.types.agent' | 'players.types.other' {
  if (type === MEMBER_TYPE.member) return 'players.types.player';
  return isAgentType(type) ? 'players.types.agent' : 'players.types.other';
}
