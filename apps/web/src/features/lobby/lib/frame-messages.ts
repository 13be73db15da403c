/**
 * Messages a game in the frame may send its parent: "<sender>:balance" after money moved (the header
 * balance refreshes while playing) and "<sender>:close" from the game's own back button. Only the
 * framed game's window is listened to, and only these two kinds; anything else is ignored.
 */
export type FrameMessage = 'balance' | 'close' | null;

export function frameMessage(data: unknown): FrameMessage {
  if (typeof data !== 'object' || data === null) return null;
  const type = (data as { type?: unknown }).type;
  if (typeof type !== 'string' || type.length > 60) return null;
  if (type.endsWith(':balance')) return 'balance';
  if (type.endsWith(':close')) return 'close';
  return null;
}
